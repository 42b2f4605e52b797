// The file's rows as people, by the columns' roles the trainer confirmed:
// a name from "Imię" and "Nazwisko" or from one column, an e-mail, a phone,
// notes, and an appointment when the row has a date and a time. A row with
// neither e-mail nor phone cannot be found again and is skipped.
import { readClockTime, readDate } from "~/lib/typed-values";
import type { ColumnRole } from "./column-guess";

export type ImportedPerson = { name: string; email: string; phone: string; notes: string };

/** A row's appointment as the file writes it: "2027-03-10" or "10.03.2027", "9:00", and the service's name ("" when none). */
export type ImportedVisit = { date: string; time: string; service: string } | { unreadable: true };

/** A skipped row keeps what it said (its name, the e-mail that is no address), so the trainer finds it in her file. */
export type MappedRow =
  { row: number; person: ImportedPerson; visit?: ImportedVisit } | { row: number; skipped: "no-contact" | "bad-email"; name: string; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function cellsOf(cells: string[], roles: ColumnRole[], role: ColumnRole): string {
  return roles
    .flatMap((each, at) => (each === role && cells[at] ? [cells[at]] : []))
    .join(" ")
    .trim();
}

function visitOf(cells: string[], roles: ColumnRole[]): ImportedVisit | undefined {
  const typedDate = cellsOf(cells, roles, "date");
  const typedTime = cellsOf(cells, roles, "time");
  if (!typedDate && !typedTime) return undefined;
  // A date column may hold the time too ("2027-03-10 09:00"), as a calendar's export writes it.
  const [datePart = "", timePart = typedTime] = typedTime ? [typedDate] : typedDate.split(/[ T]+/);
  const date = readDate(datePart);
  const time = readClockTime(timePart.slice(0, 5).replace(/:$/, ""));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return { unreadable: true };
  return { date, time, service: cellsOf(cells, roles, "service") };
}

/** Row numbers count the file's data rows from 1 (the header aside). */
export function mapPeople(rows: string[][], roles: ColumnRole[]): MappedRow[] {
  return rows.map((cells, at) => {
    const row = at + 1;
    const full = cellsOf(cells, roles, "full-name");
    const name = (full || `${cellsOf(cells, roles, "first-name")} ${cellsOf(cells, roles, "last-name")}`).replace(/\s+/g, " ").trim();
    const email = cellsOf(cells, roles, "email").split(/[\s,;]+/)[0] ?? "";
    const phone = cellsOf(cells, roles, "phone");
    if (email && !EMAIL.test(email)) return { row, skipped: "bad-email", name, email };
    if (!email && !phone) return { row, skipped: "no-contact", name, email };
    const person = { name: name || email || phone, email, phone, notes: cellsOf(cells, roles, "notes") };
    const visit = visitOf(cells, roles);
    return visit ? { row, person, visit } : { row, person };
  });
}
