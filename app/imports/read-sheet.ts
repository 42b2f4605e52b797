// A file of clients read into a sheet, whatever it is: the bytes decoded
// (UTF-8, else windows-1250), then read as a vCard file or a CSV. Pure: the worker thread
// runs it for large files, the request's own thread for small ones.
import { decodeText } from "./decode-text";
import { parseCsv } from "./parse-csv";
import { isVcard, parseVcards } from "./parse-vcard";
import type { SheetReading } from "./sheet";

/** A zip (.xlsx, .ods, .numbers), an old Excel file (.xls) or anything with a NUL byte early on: not a text a person saved as CSV. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLD_OFFICE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
export const isBinaryFile = (bytes: Uint8Array) => startsWith(bytes, ZIP) || startsWith(bytes, OLD_OFFICE) || bytes.subarray(0, 4096).includes(0);

export function readSheet(bytes: Uint8Array): SheetReading {
  // An Excel file read as text offered its zip bytes as columns headed "PK··" (issue 78): asked to be saved as CSV instead.
  if (isBinaryFile(bytes)) return { ok: false, refusal: "spreadsheet" };
  const text = decodeText(bytes);
  return isVcard(text) ? parseVcards(text) : parseCsv(text);
}
