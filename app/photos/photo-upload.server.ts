import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/** The largest photo accepted, as a phone sends it. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/**
 * The most pixels a photo may have: a 50-megapixel camera's full size. The
 * check reads only the file's header, so a small file that would unpack into
 * gigabytes (a decompression bomb) is refused before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

export type PhotoUpload =
  | { ok: true; id: string; original: Buffer; width: number; height: number }
  | { ok: false; status: 400 | 413 | 415; message: string };

const TOO_LARGE = `Zdjęcie jest większe niż ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Wyślij je w mniejszym rozmiarze (w telefonie: „Udostępnij” i rozmiar „Duży” zamiast „Oryginalny”).`;
const NOT_A_PHOTO = "To nie jest zdjęcie w formacie JPEG, PNG ani WebP. Wybierz zdjęcie z galerii telefonu.";
const HEIC =
  "Zdjęć HEIC (domyślny format iPhone’a) serwer nie potrafi odczytać. W iPhonie: Ustawienia → Aparat → Formaty → „Najbardziej zgodne” i zrób zdjęcie ponownie, albo wyślij je sobie e-mailem jako JPEG i dodaj stamtąd.";

/** Reads the one file of a multipart body, stopping at MAX_PHOTO_BYTES while it streams. */
function readFilePart(request: Request): Promise<{ bytes: Buffer | null; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    const parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { files: 1, fileSize: MAX_PHOTO_BYTES, fields: 10, parts: 12 },
    });
    let bytes: Buffer | null = null;
    let tooLarge = false;
    parser.on("file", (_name, file) => {
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => {
        // Answered now; the rest of the body is never read.
        tooLarge = true;
        chunks.length = 0;
        body.unpipe(parser);
        body.destroy();
        resolve({ bytes: null, tooLarge });
      });
      file.on("end", () => {
        if (!tooLarge) bytes = Buffer.concat(chunks);
      });
    });
    parser.on("close", () => resolve({ bytes, tooLarge }));
    parser.on("error", (error) => (tooLarge ? undefined : reject(error)));
    body.on("error", (error) => (tooLarge ? undefined : reject(error)));
    body.pipe(parser);
  });
}

/**
 * An uploaded photo, checked before anything is stored: its size while it
 * streams, its type from its bytes (never its name or declared type), and
 * its pixel count from its header. The server names it.
 */
export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data" || !request.body) return { ok: false, status: 415, message: NOT_A_PHOTO };
  // Refused at once when the browser says it is too large, before reading any of it.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_PHOTO_BYTES + 64 * 1024) return { ok: false, status: 413, message: TOO_LARGE };
  let part: { bytes: Buffer | null; tooLarge: boolean };
  try {
    part = await readFilePart(request);
  } catch {
    return { ok: false, status: 400, message: "Nie udało się odebrać zdjęcia. Spróbuj jeszcze raz." };
  }
  if (part.tooLarge) return { ok: false, status: 413, message: TOO_LARGE };
  if (!part.bytes || part.bytes.byteLength === 0) return { ok: false, status: 400, message: "Wybierz zdjęcie do wysłania." };
  const detected = await fileTypeFromBuffer(part.bytes);
  if (detected?.mime === "image/heic" || detected?.mime === "image/heif") return { ok: false, status: 415, message: HEIC };
  if (!detected || !["image/jpeg", "image/png", "image/webp"].includes(detected.mime)) return { ok: false, status: 415, message: NOT_A_PHOTO };
  let width: number;
  let height: number;
  try {
    // The header only: nothing is decoded, whatever size it claims.
    const metadata = await sharp(part.bytes, { limitInputPixels: false }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  } catch {
    return { ok: false, status: 400, message: "Tego zdjęcia nie da się odczytać: plik jest uszkodzony. Wybierz inne zdjęcie." };
  }
  if (width * height > MAX_PHOTO_PIXELS) {
    return { ok: false, status: 413, message: `Zdjęcie ma ${Math.round((width * height) / 1e6)} megapikseli; przyjmuję najwyżej ${MAX_PHOTO_PIXELS / 1e6}. Wyślij je w mniejszym rozmiarze.` };
  }
  if (width < 1 || height < 1) return { ok: false, status: 400, message: "Tego zdjęcia nie da się odczytać: plik jest uszkodzony. Wybierz inne zdjęcie." };
  return { ok: true, id: `u-${randomBytes(6).toString("hex")}`, original: part.bytes, width, height };
}
