// A CSV read with Papa Parse: `;` (Polish Excel, Booksy) or `,` (Google
// Contacts) or a tab, detected from the header; quotes, quoted line breaks and a BOM handled.
// A row whose quotes are broken or whose cells do not match the header is
// reported by its line number and skipped, never fatal.
import Papa from "papaparse";
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROWS } from "./import-limits";
import type { SheetReading } from "./sheet";

function linesIn(text: string, from: number, to: number): number {
  let lines = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

/** The header line's separator: whichever of `;`, `,` and a tab it has most (Papa's guess is thrown by broken rows). */
export function separatorOf(text: string): string {
  const header = text.slice(0, text.indexOf("\n") === -1 ? undefined : text.indexOf("\n"));
  const counts = [";", ",", "\t"].map((separator) => ({ separator, count: header.split(separator).length }));
  return counts.reduce((best, each) => (each.count > best.count ? each : best)).separator;
}

export function parseCsv(input: string): SheetReading {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const cells: { line: number; row: string[]; broken: boolean }[] = [];
  let line = 1;
  let cursor = 0;
  let tooMany = false;
  Papa.parse<string[]>(text, {
    delimiter: separatorOf(text),
    step(result, parser) {
      const end = result.meta.cursor;
      const startLine = line;
      line += linesIn(text, cursor, end);
      cursor = end;
      const row = result.data;
      if (row.length === 1 && row[0]!.trim() === "") return;
      if (cells.length > MAX_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      cells.push({ line: startLine, row: row.map((cell) => cell.trim().slice(0, MAX_CELL_CHARS)), broken: result.errors.length > 0 });
    },
  });
  if (tooMany) return { ok: false, refusal: "too-many-rows" };
  const [first, ...rest] = cells;
  if (!first || !rest.length) return { ok: false, refusal: "empty" };
  if (first.row.length > MAX_COLUMNS) return { ok: false, refusal: "too-many-columns" };
  const width = first.row.length;
  const rows: string[][] = [];
  const brokenLines: number[] = [];
  for (const { line: at, row, broken } of rest) {
    if (broken || row.length !== width) brokenLines.push(at);
    else rows.push(row);
  }
  return { ok: true, sheet: { header: first.row, rows, brokenLines } };
}
