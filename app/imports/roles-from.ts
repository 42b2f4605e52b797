// The columns' roles as the trainer chose them in the form ("k0=email"), a
// column the form did not name keeping its guess.
import { COLUMN_ROLES, type ColumnRole } from "./column-guess";

export const roleField = (column: number) => `k${column}`;
/** The import form's ticks of the erased people's rows the trainer says yes to (one per row number). */
export const CONFIRM_ERASED_FIELD = "tak";

export function rolesFrom(fields: URLSearchParams, guessed: ColumnRole[]): ColumnRole[] {
  return guessed.map((guess, column) => {
    const chosen = fields.get(roleField(column));
    return COLUMN_ROLES.find((role) => role === chosen) ?? guess;
  });
}

/** The import form's tick that the file's notes hold no health data; unticked, the notes column is left out. */
export const NOTES_WITHOUT_HEALTH_FIELD = "notatkiBezZdrowia";

/**
 * The roles the import writes with: a notes column only when the trainer ticked that it holds no health data (issue
 * 80: notes from another system may say "kontuzja kolana", which no consent of the client covers); otherwise skipped.
 */
export function rolesToImport(roles: ColumnRole[], notesConfirmed: boolean): ColumnRole[] {
  return notesConfirmed ? roles : roles.map((role) => (role === "notes" ? "skip" : role));
}

/** Whether the roles give each card a way to be found again: an e-mail or a phone. */
export function rolesFindCards(roles: ColumnRole[]): boolean {
  return roles.includes("email") || roles.includes("phone");
}
