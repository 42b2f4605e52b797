/**
 * The site's one CSV writer (csv-stringify), for spreadsheets:
 * semicolon-separated, as Excel expects with Polish regional settings (where
 * the comma is the decimal separator), CRLF line ends, and a UTF-8 byte order
 * mark so that Excel reads Polish letters right.
 */
import { stringify } from "csv-stringify/sync";

export const CSV_DELIMITER = ";";
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8";

// A spreadsheet runs a cell that starts with one of these as a formula
// (=HYPERLINK(…) leaking data, +cmd|… running programs): visitor text must not.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell that a spreadsheet would take for a formula with an apostrophe, so it stays text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
    // csv-stringify quotes a cell with the delimiter or a quote, and with a line break only when asked.
    { delimiter: CSV_DELIMITER, record_delimiter: "\r\n", bom: true, quoted_match: /[\r\n]/ },
  );
}
