// Counted phrases only the panel's pages use: apart from app/lib/polish-phrases.ts,
// whose chunk the public forms load, so that visitors do not download them.
import { countedPhrase } from "~/lib/polish-plural";

/** "1 zapytanie … zniknie", "2 zapytania … znikną", "5 zapytań … zniknie". */
export const spamToErase = (count: number) =>
  countedPhrase(count, {
    one: "{count} zapytanie oznaczone jako spam zniknie",
    few: "{count} zapytania oznaczone jako spam znikną",
    many: "{count} zapytań oznaczonych jako spam zniknie",
  });

/** "z rezerwacją tej osoby", "z 2 rezerwacjami tej osoby", "z 5 rezerwacjami tej osoby". */
export const withBookingsOfThisPerson = (count: number) =>
  countedPhrase(count, { one: "z rezerwacją tej osoby", few: "z {count} rezerwacjami tej osoby", many: "z {count} rezerwacjami tej osoby" });

/** The inbox's title: "1 nowe", "2 nowe", "5 nowych". */
export const newCount = (count: number) => countedPhrase(count, { one: "{count} nowe", few: "{count} nowe", many: "{count} nowych" });

/** "Masz 1 nowe zapytanie", "2 nowe zapytania", "5 nowych zapytań". */
export const newEnquiryCount = (count: number) =>
  countedPhrase(count, { one: "{count} nowe zapytanie", few: "{count} nowe zapytania", many: "{count} nowych zapytań" });

/** After a negation, the genitive: "Nie udało się wysłać 1 e-maila", "2 e-maili", "5 e-maili". */
export const mailsNotSent = (count: number) =>
  countedPhrase(count, {
    one: "Nie udało się wysłać {count} e-maila",
    few: "Nie udało się wysłać {count} e-maili",
    many: "Nie udało się wysłać {count} e-maili",
  });

/** On "Kalendarz", for a screen reader: "1 nowa zmiana od klientów", "2 nowe zmiany…", "5 nowych zmian…". */
export const newCalendarChanges = (count: number) =>
  countedPhrase(count, {
    one: "{count} nowa zmiana od klientów",
    few: "{count} nowe zmiany od klientów",
    many: "{count} nowych zmian od klientów",
  });
