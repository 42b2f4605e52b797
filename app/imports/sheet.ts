// What a file of clients reads as, whatever its format: the columns' names,
// the rows of cells, and the lines that could not be read.

export type Sheet = {
  header: string[];
  rows: string[][];
  /** The 1-based line numbers in the file of rows that could not be read (not fatal: listed, skipped). */
  brokenLines: number[];
};

/** Why a file was not read at all. */
export type SheetRefusal = "empty" | "too-many-rows" | "too-many-columns" | "not-a-sheet" | "spreadsheet";

export type SheetReading = { ok: true; sheet: Sheet } | { ok: false; refusal: SheetRefusal };
