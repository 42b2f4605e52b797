// A file of clients read into a sheet, whatever it is: the bytes decoded
// (UTF-8, else windows-1250), then read as a CSV. Pure: the worker thread
// runs it for large files, the request's own thread for small ones.
import { decodeText } from "./decode-text";
import { parseCsv } from "./parse-csv";
import type { SheetReading } from "./sheet";

export function readSheet(bytes: Uint8Array): SheetReading {
  return parseCsv(decodeText(bytes));
}
