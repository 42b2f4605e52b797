// The supplement list's form: a row per supplement (name, dose, when, why) as
// numbered fields, read back as typed; "Dodaj suplement" sends it and gets it
// back with one more empty row. Empty rows are left out when saved.
import { DIET_LIMITS, type Supplement, type SupplementList } from "./diet-body";

export const SUPPLEMENT_FIELDS = ["name", "dose", "when", "why"] as const;
export type SupplementDraft = Record<(typeof SUPPLEMENT_FIELDS)[number], string>;
export type SupplementFieldProblem = "supplement-name" | "too-long";
export type SupplementCheck = { ok: true; list: SupplementList } | { ok: false; fields: Record<string, SupplementFieldProblem> };

export const supplementField = (row: number, field: (typeof SUPPLEMENT_FIELDS)[number]) => `supplement-${row}-${field}`;
const FIELD = /^supplement-(\d{1,2})-(name|dose|when|why)$/;

export const isSupplementField = (name: string) => {
  const field = FIELD.exec(name);
  return field !== null && Number(field[1]) < DIET_LIMITS.supplements;
};

const emptyRow = (): SupplementDraft => ({ name: "", dose: "", when: "", why: "" });

/** What was typed, rows in their order; one empty row when there is none. */
export function supplementDraftFrom(fields: URLSearchParams): SupplementDraft[] {
  const rows: SupplementDraft[] = [];
  for (const [name, value] of fields) {
    const field = FIELD.exec(name);
    if (field) (rows[Number(field[1])] ??= emptyRow())[field[2] as keyof SupplementDraft] = value;
  }
  const typed = rows.filter(Boolean);
  return typed.length > 0 ? typed : [emptyRow()];
}

/** The stored list as the editor shows it, with an empty row to add one more. */
export const supplementDraftOf = (list: SupplementList): SupplementDraft[] => [...list.items.map((item) => ({ ...item })), emptyRow()];

/** One more empty row, up to the limit. */
export const withMoreSupplements = (rows: SupplementDraft[]): SupplementDraft[] | null =>
  rows.length >= DIET_LIMITS.supplements ? null : [...rows, emptyRow()];

/** The rows as a list to save: empty rows left out, every other one named, each field within its limit. */
export function checkSupplements(rows: SupplementDraft[]): SupplementCheck {
  const fields: Record<string, SupplementFieldProblem> = {};
  const items: Supplement[] = [];
  rows.forEach((row, index) => {
    const trimmed = Object.fromEntries(SUPPLEMENT_FIELDS.map((field) => [field, row[field].trim()])) as SupplementDraft;
    if (SUPPLEMENT_FIELDS.every((field) => trimmed[field] === "")) return;
    for (const field of SUPPLEMENT_FIELDS) if (trimmed[field].length > DIET_LIMITS.supplementField) fields[supplementField(index, field)] = "too-long";
    if (trimmed.name === "") fields[supplementField(index, "name")] = "supplement-name";
    items.push(trimmed);
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, list: { items } };
}
