// The file's rows as people, by the columns' roles the trainer confirmed:
// a name from "Imię" and "Nazwisko" or from one column, an e-mail, a phone,
// notes. A row with neither e-mail nor phone cannot be found again and is skipped.
import type { ColumnRole } from "./column-guess";

export type ImportedPerson = { name: string; email: string; phone: string; notes: string };

export type MappedRow = { row: number; person: ImportedPerson } | { row: number; skipped: "no-contact" | "bad-email" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function cellsOf(cells: string[], roles: ColumnRole[], role: ColumnRole): string {
  return roles
    .flatMap((each, at) => (each === role && cells[at] ? [cells[at]] : []))
    .join(" ")
    .trim();
}

/** Row numbers count the file's data rows from 1 (the header aside). */
export function mapPeople(rows: string[][], roles: ColumnRole[]): MappedRow[] {
  return rows.map((cells, at) => {
    const row = at + 1;
    const full = cellsOf(cells, roles, "full-name");
    const name = (full || `${cellsOf(cells, roles, "first-name")} ${cellsOf(cells, roles, "last-name")}`).replace(/\s+/g, " ").trim();
    const email = cellsOf(cells, roles, "email").split(/[\s,;]+/)[0] ?? "";
    const phone = cellsOf(cells, roles, "phone");
    if (email && !EMAIL.test(email)) return { row, skipped: "bad-email" };
    if (!email && !phone) return { row, skipped: "no-contact" };
    return { row, person: { name: name || email || phone, email, phone, notes: cellsOf(cells, roles, "notes") } };
  });
}
