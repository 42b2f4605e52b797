// The trainer's words for group sessions (/admin/zajecia and the agenda):
// seats counted with their plural, each date's fate when a group is opened,
// the refusals of adding a participant and of cancelling.
import { countedPhrase } from "~/lib/polish-plural";
import { atMostCharacters } from "~/lib/polish-phrases";

/** "1 miejsce", "2 miejsca", "5 miejsc". */
export const seatsText = (seats: number) => countedPhrase(seats, { one: "{count} miejsce", few: "{count} miejsca", many: "{count} miejsc" });

/** "3 z 6 miejsc", "1 z 2 miejsc": after "z" the seats are in the genitive plural whatever their number (a session has 2 or more). */
export const seatsTakenText = (taken: number, seats: number) => `${taken} z ${seats} miejsc`;

/** "zostało 1 miejsce", "zostały 2 miejsca", "zostało 5 miejsc", "brak miejsc". */
export const seatsLeftText = (free: number) =>
  free === 0 ? "brak miejsc" : countedPhrase(free, { one: "zostało {count} miejsce", few: "zostały {count} miejsca", many: "zostało {count} miejsc" });

/** "minimum 3 osoby, sprawdzane 24 godziny przed". */
export const minimumText = (minSeats: number, hoursBefore: number | null) => {
  const people = countedPhrase(minSeats, { one: "{count} osoba", few: "{count} osoby", many: "{count} osób" });
  const when =
    hoursBefore === null ? "" : `, sprawdzane ${countedPhrase(hoursBefore, { one: "godzinę", few: "{count} godziny", many: "{count} godzin" })} przed`;
  return `minimum ${people}${when}`;
};

export const OPENED_FATES = {
  opened: "otwarte",
  taken: "termin zajęty — nie otwarto",
  "no-such-time": "tej godziny nie ma tego dnia (zmiana czasu) — nie otwarto",
} as const;

/** "wtorek, 2 marca: otwarte". */
export const fateLine = (day: string, outcome: keyof typeof OPENED_FATES) => `${day}: ${OPENED_FATES[outcome]}`;

/** The toast after "Otwórz zajęcia": how many dates opened, then each date's fate. */
export const groupOpened = (opened: number, lines: string[]) =>
  `${opened === 0 ? "Nie otwarto żadnych zajęć." : countedPhrase(opened, { one: "Otwarto {count} termin zajęć.", few: "Otwarto {count} terminy zajęć.", many: "Otwarto {count} terminów zajęć." })} ${lines.join("; ")}.`;

export const GROUP_ALREADY_SENT = "Ten formularz był już wysłany: otwarte zajęcia są na liście.";
export const NOTHING_OPENED = "Żaden termin nie był wolny: nic nie otwarto. Wybierz inną godzinę albo dzień.";
export const FIX_GROUP_FIELDS = "Popraw zaznaczone pola.";
export const GROUP_FORM_STALE = "Formularz jest nieaktualny. Odśwież stronę i spróbuj jeszcze raz.";

export const GROUP_FIELD_ERRORS = {
  title: "Podaj nazwę zajęć, np. „Zdrowy kręgosłup”.",
  titleLong: `Nazwa może mieć ${atMostCharacters(80)}.`,
  service: "Wybierz usługę z cennika.",
  place: "Wybierz miejsce.",
  date: "Podaj datę zajęć, dziś albo później.",
  time: "Podaj godzinę w postaci 18:00.",
  minutes: "Czas trwania: od 15 do 240 minut.",
  seats: "Liczba miejsc: od 2 do 20.",
  minSeats: "Minimum: od 1 do liczby miejsc, albo puste.",
  decideHours: "Podaj, na ile godzin przed sprawdzić minimum: od 1 do 168.",
  price: "Cena za osobę: od 0 do 1000 zł, w pełnych złotych.",
  weeks: "Co tydzień: od 1 (jednorazowo) do 26 tygodni.",
} as const;

export const PARTICIPANT_REFUSALS = {
  full: "Brak wolnego miejsca: nikogo nie dopisano.",
  closed: "Zajęcia są odwołane albo już się zaczęły: nikogo nie dopisano.",
} as const;

/** "Dopisano: Anna Nowak." */
export const participantAdded = (name: string) => `Dopisano: ${name}.`;

export const GROUP_CANCEL_REFUSALS = {
  "not-found": "Nie ma takich zajęć.",
  cancelled: "Te zajęcia są już odwołane.",
  stale: "W międzyczasie ktoś się zapisał albo zrezygnował. Sprawdź listę i odwołaj jeszcze raz.",
} as const;

/** "Odwołano zajęcia. Powiadomiono 2 osoby." */
export const groupCancelled = (told: number) =>
  `Odwołano zajęcia. ${told === 0 ? "Nikt nie był zapisany." : countedPhrase(told, { one: "Powiadomiono {count} osobę.", few: "Powiadomiono {count} osoby.", many: "Powiadomiono {count} osób." })}`;

export const CANCEL_MESSAGE_LONG = `Wiadomość może mieć ${atMostCharacters(1000)}.`;

/** A participant's line: "Anna Nowak z osobą towarzyszącą: Jan Nowak". */
export const participantName = (name: string, companion: string | null) => (companion ? `${name} + ${companion}` : name);

export const COMPANION_LONG = `Imię osoby towarzyszącej może mieć ${atMostCharacters(100)}.`;

/** The participants' names in a line, or that nobody has joined yet. */
export const groupNamesText = (names: readonly string[]) => (names.length ? names.join(", ") : "nikt jeszcze się nie zapisał");

/** The badge of a cancelled session. */
export const GROUP_CANCELLED = "odwołane";
