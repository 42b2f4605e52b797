/** The largest value of an INTEGER column on PostgreSQL (SQLite's are wider): no id or version is above it. */
export const MAX_STORED_INTEGER = 2 ** 31 - 1;

/** A whole number from 1 as a form or an address writes it ("42"), small enough to look up; else null. */
export function positiveInteger(value: string | null | undefined): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value ?? "")) return null;
  const number = Number(value);
  return number <= MAX_STORED_INTEGER ? number : null;
}
