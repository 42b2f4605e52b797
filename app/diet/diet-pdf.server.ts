// A diet the trainer uploads as a PDF instead of writing the meals: read from
// a multipart form (the file and the version it replaces), at most
// DIET_LIMITS.pdfBytes kept while it streams, and taken only if its bytes
// begin as a PDF's do, whatever its name or declared type says.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { DIET_LIMITS } from "./diet-body";

export type PdfProblem = "missing" | "not-a-pdf" | "too-large" | "cut-off";
export type PdfUpload = { ok: true; base: string; pdf: Buffer; name: string } | { ok: false; status: 400 | 413 | 415; problem: PdfProblem };

/** Every PDF starts with "%PDF-" (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from("%PDF-", "ascii");
/** The rest of a too large body is read and dropped up to this, so that the browser reads the answer. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export const isPdf = (bytes: Buffer) => bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** The name shown and sent back: no folders, no control or quoting characters, ".pdf" at its end. */
export function safePdfName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}\p{Pd} ._()]/gu, "")
    .replace(/\.pdf$/iu, "")
    .replace(/\s+/gu, " ")
    .trim()
    .slice(0, DIET_LIMITS.pdfName - 4);
  return `${base || "dieta"}.pdf`;
}

type Parts = { base: string; bytes: Buffer | null; name: string; tooLarge: boolean };

function readParts(request: Request): Promise<Parts> {
  return new Promise((resolve, reject) => {
    const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    const parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send a file's name as UTF-8: read as Latin-1 (busboy's default), "ł" would come out as two letters.
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: DIET_LIMITS.pdfBytes, fields: 4, fieldSize: 100, parts: 5 },
    });
    const parts: Parts = { base: "", bytes: null, name: "", tooLarge: false };
    let read = 0;
    body.on("data", (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > MAX_DRAINED_BYTES) {
        body.unpipe(parser);
        body.destroy();
        resolve({ ...parts, tooLarge: true });
      }
    });
    parser.on("field", (name, value) => {
      if (name === "base") parts.base = value;
    });
    parser.on("file", (_name, file, info) => {
      const chunks: Buffer[] = [];
      parts.name = info.filename ?? "";
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => {
        parts.tooLarge = true;
        chunks.length = 0;
      });
      file.on("end", () => {
        if (!parts.tooLarge) parts.bytes = Buffer.concat(chunks);
      });
      file.on("error", reject);
    });
    parser.on("close", () => resolve(parts));
    parser.on("error", (error) => (parts.tooLarge ? resolve(parts) : reject(error)));
    body.on("error", reject);
    body.pipe(parser);
  });
}

/** The uploaded PDF and the version the form was based on, or why it is refused. */
export async function readDietPdf(request: Request): Promise<PdfUpload> {
  if (!request.body) return { ok: false, status: 400, problem: "missing" };
  if (Number(request.headers.get("content-length") ?? 0) > DIET_LIMITS.pdfBytes + 64 * 1024) return { ok: false, status: 413, problem: "too-large" };
  let parts: Parts;
  try {
    parts = await readParts(request);
  } catch {
    return { ok: false, status: 400, problem: "cut-off" };
  }
  if (parts.tooLarge) return { ok: false, status: 413, problem: "too-large" };
  if (!parts.bytes || parts.bytes.byteLength === 0) return { ok: false, status: 400, problem: "missing" };
  if (!isPdf(parts.bytes)) return { ok: false, status: 415, problem: "not-a-pdf" };
  return { ok: true, base: parts.base, pdf: parts.bytes, name: safePdfName(parts.name) };
}
