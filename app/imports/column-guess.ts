// What each column of a file holds, guessed from its name: Booksy's export
// ("Imię", "Nazwisko", "Telefon", "Email"), Google Contacts' ("First Name",
// "E-mail 1 - Value", "Phone 1 - Value"), or any sheet's common names. The
// trainer sees the guesses as the selects' choices and corrects them. A date
// and a time (and a service) make a row's upcoming appointment.

export const COLUMN_ROLES = ["first-name", "last-name", "full-name", "email", "phone", "notes", "date", "time", "service", "skip"] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** A header folded for comparing: lower case, no Polish letters, no punctuation or spaces. */
export function foldHeader(header: string): string {
  return header
    .toLowerCase()
    .replaceAll("ł", "l")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

// Folded names, checked in this order: a prefix matches ("email1value", "phone1value").
const GUESSES: [ColumnRole, string[]][] = [
  ["full-name", ["imieinazwisko", "imienazwisko", "nazwaklienta", "klient", "fullname", "name", "displayname", "nazwa", "fn"]],
  ["first-name", ["imie", "firstname", "givenname", "first"]],
  ["last-name", ["nazwisko", "lastname", "familyname", "surname", "last"]],
  ["email", ["email", "mail", "adresemail", "emailaddress"]],
  ["phone", ["telefon", "tel", "phone", "mobile", "komorka", "numertelefonu", "nrtelefonu", "phonenumber"]],
  ["notes", ["notatki", "notatka", "uwagi", "notes", "note", "opis", "komentarz"]],
  // An upcoming appointment: its date, its time and what it is.
  ["date", ["datawizyty", "data", "termin", "dzien", "date", "startdate", "datarozpoczecia"]],
  ["time", ["godzina", "godzinawizyty", "godz", "time", "starttime", "godzinarozpoczecia"]],
  ["service", ["usluga", "nazwauslugi", "service", "zabieg"]],
];

/** Dates that are no appointment ("Data urodzenia", "Data dodania"): never guessed as one. */
const NOT_VISITS = ["urodz", "birth", "dodan", "utworz", "created"];

function guessOne(header: string): ColumnRole {
  const folded = foldHeader(header);
  if (!folded || NOT_VISITS.some((part) => folded.includes(part))) return "skip";
  for (const [role, names] of GUESSES) if (names.includes(folded)) return role;
  for (const [role, names] of GUESSES) if (names.some((name) => name.length >= 4 && folded.startsWith(name))) return role;
  return "skip";
}

/** A role per column; a role already taken by an earlier column is not guessed twice ("E-mail 2 - Value" stays out). */
export function guessColumns(header: string[]): ColumnRole[] {
  const taken = new Set<ColumnRole>();
  return header.map((name) => {
    const role = guessOne(name);
    if (role === "skip" || taken.has(role)) return "skip";
    taken.add(role);
    return role;
  });
}
