// The file posted to /admin/klienci/import read into a sheet with its
// limits checked in order of cost: the declared length before any byte is
// read, the file's size while it streams, its lines before it is parsed,
// its rows while it is parsed (a large file in a worker thread).
import { readFilePart, type FilePart } from "~/lib/file-part.server";
import { countLines } from "./decode-text";
import { MAX_FILE_BYTES, MAX_ROWS } from "./import-limits";
import { readSheetOff } from "./sheet-in-worker.server";
import type { Sheet, SheetRefusal } from "./sheet";

/** Why an upload was refused: its sheet's reasons, or the upload's own. */
export type UploadRefusal = SheetRefusal | "too-large" | "missing" | "cut-off";

export type ImportUpload = { ok: true; fileName: string; sheet: Sheet } | { ok: false; status: 400 | 413 | 415; refusal: UploadRefusal };

/** The most of a body read: past the file's limit the rest is read and dropped (app/lib/file-part.server.ts). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** A row may span lines (a quoted note): the line count refuses only what cannot be within the row limit. */
const MAX_LINES = MAX_ROWS * 4;

export async function readImportUpload(request: Request): Promise<ImportUpload> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data" || !request.body) return { ok: false, status: 415, refusal: "missing" };
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FILE_BYTES + 64 * 1024) return { ok: false, status: 413, refusal: "too-large" };
  let part: FilePart;
  try {
    part = await readFilePart(request, { maxFileBytes: MAX_FILE_BYTES, maxBodyBytes: MAX_BODY_BYTES });
  } catch {
    return { ok: false, status: 400, refusal: "cut-off" };
  }
  if (part.tooLarge) return { ok: false, status: 413, refusal: "too-large" };
  if (!part.bytes?.byteLength) return { ok: false, status: 400, refusal: "missing" };
  if (countLines(part.bytes) > MAX_LINES) return { ok: false, status: 413, refusal: "too-many-rows" };
  const reading = await readSheetOff(part.bytes);
  if (!reading.ok) return { ok: false, status: reading.refusal === "too-many-rows" ? 413 : 400, refusal: reading.refusal };
  return { ok: true, fileName: part.fileName, sheet: reading.sheet };
}
