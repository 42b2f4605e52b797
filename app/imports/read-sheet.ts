// A file of clients read into a sheet, whatever it is: the bytes decoded
// (UTF-8, else windows-1250), then read as a vCard file or a CSV. Pure: the worker thread
// runs it for large files, the request's own thread for small ones.
import { decodeText } from "./decode-text";
import { parseCsv } from "./parse-csv";
import { isVcard, parseVcards } from "./parse-vcard";
import type { SheetReading } from "./sheet";

export function readSheet(bytes: Uint8Array): SheetReading {
  const text = decodeText(bytes);
  return isVcard(text) ? parseVcards(text) : parseCsv(text);
}
