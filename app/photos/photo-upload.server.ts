import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type DepthEnum } from "sharp";
import { readFilePart, type FilePart } from "~/lib/file-part.server";
import type { PhotoRefusal } from "./photo-refusal";

/** The largest photo accepted, as a phone sends it. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/**
 * The most pixels a photo may have: a 50-megapixel camera's full size. The
 * check reads only the file's header, so a small file that would unpack into
 * gigabytes (a decompression bomb) is refused before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * The most memory a photo may take once decoded (pixels × channels × bytes
 * per sample): a 50-megapixel camera photo's 8-bit colour. 16-bit and
 * transparent PNGs cost the photo worker more per pixel: at 49 megapixels one
 * took the server to 730 MB, where a 50-megapixel JPEG took it to 330 MB.
 */
export const MAX_DECODED_BYTES = MAX_PHOTO_PIXELS * 3;
/**
 * The most of a body read. Past the photo's limit the rest is read and
 * dropped for a while (app/lib/file-part.server.ts), so that the browser
 * gets the answer: a connection closed while it still sends shows as a
 * network error instead.
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

const BYTES_PER_SAMPLE: Record<keyof DepthEnum, number> = {
  char: 1,
  uchar: 1,
  short: 2,
  ushort: 2,
  int: 4,
  uint: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};

export type PhotoUpload =
  { ok: true; id: string; original: Buffer; width: number; height: number } | { ok: false; status: 400 | 413 | 415; refusal: PhotoRefusal };

const refused = (status: 400 | 413 | 415, refusal: PhotoRefusal): PhotoUpload => ({ ok: false, status, refusal });
const TOO_LARGE: PhotoRefusal = { problem: "too-large", maxMegabytes: MAX_PHOTO_BYTES / 1024 / 1024 };

/**
 * An uploaded photo, checked before anything is stored: its size while it
 * streams, its type from its bytes (never its name or declared type), and
 * its pixel count and decoded size from its header. The server names it.
 */
export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data" || !request.body) return refused(415, { problem: "not-a-photo" });
  // Refused at once when the browser says it is too large, before reading any of it.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_PHOTO_BYTES + 64 * 1024) return refused(413, TOO_LARGE);
  let part: FilePart;
  try {
    part = await readFilePart(request, { maxFileBytes: MAX_PHOTO_BYTES, maxBodyBytes: MAX_BODY_BYTES });
  } catch {
    return refused(400, { problem: "cut-off" });
  }
  if (part.tooLarge) return refused(413, TOO_LARGE);
  if (!part.bytes || part.bytes.byteLength === 0) return refused(400, { problem: "missing" });
  const detected = await fileTypeFromBuffer(part.bytes);
  if (detected?.mime === "image/heic" || detected?.mime === "image/heif") return refused(415, { problem: "heic" });
  if (!detected || !["image/jpeg", "image/png", "image/webp"].includes(detected.mime)) return refused(415, { problem: "not-a-photo" });
  let width: number;
  let height: number;
  let bytesPerPixel: number;
  try {
    // The header only: nothing is decoded, whatever size it claims.
    const metadata = await sharp(part.bytes, { limitInputPixels: false }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    bytesPerPixel = metadata.channels * BYTES_PER_SAMPLE[metadata.depth];
  } catch {
    return refused(400, { problem: "unreadable" });
  }
  const megapixels = Math.round((width * height) / 1e6);
  if (width * height > MAX_PHOTO_PIXELS) return refused(413, { problem: "too-many-pixels", megapixels, maxMegapixels: MAX_PHOTO_PIXELS / 1e6 });
  if (width * height * bytesPerPixel > MAX_DECODED_BYTES) {
    return refused(413, { problem: "too-deep", megapixels, maxMegapixels: Math.floor(MAX_DECODED_BYTES / bytesPerPixel / 1e6) });
  }
  if (width < 1 || height < 1) return refused(400, { problem: "unreadable" });
  return { ok: true, id: `u-${randomBytes(6).toString("hex")}`, original: part.bytes, width, height };
}
