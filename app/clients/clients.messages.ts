// What the trainer reads about clients' cards and their data: a card that is
// gone, why a merge, a split or the notes were refused, and the labels of
// the data export. The panel's routes word the cards' facts here.
import { atMostCharacters } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

export const CARD_GONE = "Nie ma takiej karty klienta — mogła zostać połączona z inną albo usunięta.";

/** The data export's source (an enquiry, a booking, a card) is gone, or never was. */
export const CLIENT_GONE = "Nie ma już tego zapytania, rezerwacji ani karty klienta — dane tej osoby mogły zostać usunięte.";

export type MergeRefusal = "same-card" | "card-gone" | "other-gone";

export const MERGE_REFUSALS: Record<MergeRefusal, string> = {
  "same-card": "To ta sama karta: wybierz inną.",
  "card-gone": CARD_GONE,
  "other-gone": "Ta druga karta już nie istnieje — mogła zostać połączona przed chwilą. Nic nie zmieniono.",
};

export type SplitRefusal = "no-name" | "card-gone" | "nothing-chosen";

export const SPLIT_REFUSALS: Record<SplitRefusal, string> = {
  "no-name": "Podaj imię i nazwisko dla nowej karty.",
  "card-gone": CARD_GONE,
  "nothing-chosen": "Zaznacz co najmniej jedno zapytanie albo rezerwację do przeniesienia.",
};

export type NotesRefusal = { reason: "too-long"; limit: number } | { reason: "card-gone" } | { reason: "stale" };

/** Why the card's notes were not saved. */
export function notesRefusal(refusal: NotesRefusal): string {
  switch (refusal.reason) {
    case "too-long":
      return `Notatki mogą mieć ${atMostCharacters(refusal.limit)}.`;
    case "card-gone":
      return CARD_GONE;
    case "stale":
      return "Notatki zmieniono w międzyczasie w innym oknie. Poniżej są aktualne — dopisz swoją zmianę jeszcze raz.";
  }
}

/** A booking's status as the data export names it: the site's one rule for status words. */
export { BOOKING_STATUS_LABELS } from "~/lib/booking-status.messages";

/** After "Dodaj klienta": the new card is open, waiting for a booking or a package. */
export const clientAdded = (name: string) => `Dodano kartę: ${name}. Zarezerwuj trening albo sprzedaj pakiet poniżej.`;

/** "Dodaj klienta" for someone whose phone or e-mail a card has: no second card, that one is open. */
export const clientKnown = (name: string) => `Ten telefon albo e-mail ma już karta klienta (${name}): otwieramy ją zamiast zakładać drugą.`;

/** After the last remark on the card, where it was written: "(z rezerwacji online na 12 marca 2027)". */
export const remarkFrom = (origin: "online" | "trainer", date: string) =>
  origin === "online" ? `(z rezerwacji online na ${date})` : `(Twoja notatka do treningu ${date})`;

/**
 * On the card: where the client is signed in at "Moje treningi" (the
 * locative: "na 2 urządzeniach"). A client's gender is not known, so the
 * account is what is signed in ("zalogowane"), never "zalogowany".
 */
export const clientSignedIn = (devices: number) =>
  devices === 0
    ? "Konto klienta na stronie „Moje treningi” nie jest teraz nigdzie zalogowane. Logowanie: linkiem wysyłanym na e-mail z karty."
    : countedPhrase(devices, {
        one: "Konto klienta na stronie „Moje treningi” jest zalogowane na jednym urządzeniu.",
        few: "Konto klienta na stronie „Moje treningi” jest zalogowane na {count} urządzeniach.",
        many: "Konto klienta na stronie „Moje treningi” jest zalogowane na {count} urządzeniach.",
      });

/** After "Wyloguj klienta"; none when another window did it first. */
export const clientSignedOut = (devices: number) =>
  devices === 0
    ? "Konto klienta na stronie „Moje treningi” nie było już zalogowane."
    : countedPhrase(devices, {
        one: "Wylogowano klienta ze strony „Moje treningi” na jednym urządzeniu.",
        few: "Wylogowano klienta ze strony „Moje treningi” na {count} urządzeniach.",
        many: "Wylogowano klienta ze strony „Moje treningi” na {count} urządzeniach.",
      });

/** The card's "Wyślij link do Moich treningów". */
export const SEND_SIGN_IN_LINK = {
  button: "Wyślij link do „Moich treningów”",
  lead: "Klient dostanie e-mailem link, który zaloguje go na stronie „Moje treningi” (link działa krótko; gdy wygaśnie, klient poprosi tam o nowy). Tam wyrazi zgodę na dane o zdrowiu i zobaczy plan i dietę.",
} as const;

/** After the card's "Wyślij link…": to which address, or why not. */
export const signInLinkSent = (email: string | false) =>
  email ? `Wysłano link do „Moich treningów” na adres ${email}.` : "Karta nie ma adresu e-mail: wpisz go w danych klienta, a potem wyślij link.";

/** The card's suggestions of another card that may be the same person: "To może być Anna Ofiara (ten sam numer telefonu) — połącz". */
export const MERGE_SUGGESTION = { region: "Podobne karty", lead: "To może być ", button: "połącz" };

/** Why another card may be this person's, after "To może być Anna Ofiara". */
export function mergeSuggestionReason(reason: "phone" | "name"): string {
  return reason === "phone" ? "ten sam numer telefonu" : "to samo imię i nazwisko";
}

/** Leaving the card with its notes typed and not saved. */
export const NOTES_LEAVE = {
  title: "Notatki nie są zapisane",
  description: "Wpisany tekst zostanie na tym urządzeniu i wróci, gdy otworzysz tę kartę. Zostań, aby zapisać notatki, albo odrzuć je i przejdź dalej.",
};

/** A new client typed in the panel whose e-mail or phone was an erased person's: the refusal, and the tick that overrides it. */
export const ERASED_PERSON = {
  refusal:
    "Ten e-mail albo telefon miała osoba, której dane zostały usunięte (RODO). Zapisz ją tylko wtedy, gdy sama znów chce trenować i podała Ci te dane: zaznacz to poniżej i wyślij jeszcze raz.",
  confirm: "Ta osoba sama wróciła i podała mi te dane",
};
