/**
 * CSV for spreadsheets: semicolon-separated, as Excel expects with Polish
 * regional settings (where the comma is the decimal separator), CRLF line
 * ends, and a UTF-8 byte order mark so that Excel reads Polish letters right.
 */
export const CSV_DELIMITER = ";";
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8";
const BYTE_ORDER_MARK = "\uFEFF";

// A spreadsheet runs a cell that starts with one of these as a formula
// (=HYPERLINK(…) leaking data, +cmd|… running programs): visitor text must not.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell that a spreadsheet would take for a formula with an apostrophe, so it stays text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const safe = neutraliseCell(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(CSV_DELIMITER) + "\r\n").join("");
}
