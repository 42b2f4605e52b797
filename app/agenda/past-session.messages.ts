// What "Wpisz trening, który się odbył" says (/admin/kalendarz/odbyty): its
// lead, why a session cannot be entered as typed, and what was entered.

/** How far back a session may be entered: a package bought before the site existed. */
export const PAST_SESSION_YEARS = 2;

export const PAST_SESSION_LEAD =
  "Trening, który już się odbył, np. z pakietu kupionego, zanim powstała strona: zapisze się w kalendarzu jako rezerwacja, która się odbyła, i zostanie odliczony z pakietu klienta. Nikt nie dostanie e-maila.";

/** Why the form cannot be saved as sent, by field. */
export const PAST_SESSION_ERRORS = {
  client: "Wybierz klienta.",
  service: "Wybierz usługę.",
  date: "Podaj dzień treningu.",
  time: "Podaj godzinę treningu, np. 18:00.",
  future: "Ten trening jeszcze się nie odbył: podaj dzień i godzinę, które już minęły. Przyszły trening zarezerwuj w kalendarzu.",
  tooOld: `Podaj dzień z ostatnich ${PAST_SESSION_YEARS} lat.`,
  noSuchTime: "Tej godziny nie było tego dnia: zegary przestawia się wtedy o godzinę. Podaj inną.",
  taken: "O tej porze jest już w kalendarzu rezerwacja, której nie oznaczono. Jeśli to ten trening, oznacz ją w kalendarzu jako „Odbyła się”.",
} as const;

/** "Wpisano trening, który się odbył: wtorek, 17 listopada 2026, 18:00–19:00 — Anna Nowak. …". */
export const pastSessionSaved = ({ session, name, counted }: { session: string; name: string; counted: boolean }) =>
  `Wpisano trening, który się odbył: ${session} — ${name}. ${counted ? "Odliczono go z pakietu klienta." : "Nie odliczono go z żadnego pakietu: klient nie ma ważnego pakietu na ten dzień albo trening jest bezpłatny."} Nikt nie dostał e-maila.`;
