// How a photo becomes the files pages show, the same at build (content/photos)
// and for a photo uploaded in the editor: turned the right way up by its EXIF
// orientation, every metadata block dropped (sharp keeps none unless asked),
// and small enough for a phone.
import sharp, { type Sharp } from "sharp";
import type { ImageFormat } from "~/lib/image-manifest";

const encoders: Record<ImageFormat, (image: Sharp, quality: number) => Sharp> = {
  avif: (image, quality) => image.avif({ quality: quality - 24, effort: 3 }),
  webp: (image, quality) => image.webp({ quality: quality - 2 }),
  jpg: (image, quality) => image.jpeg({ quality, mozjpeg: true }),
};

/** Files up to this width go to phones; each must fit the byte budget below. */
const PHONE_WIDTH = 1200;
const PHONE_BYTE_BUDGET = 200 * 1024;
/** Qualities tried in turn (JPEG scale) until a phone-sized file fits the budget. */
const QUALITY_STEPS = [74, 66, 58, 50, 42];

/** One photo at one width in one format, turned the right way up. */
export async function encodeVariant(source: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const resized = await sharp(source).rotate().resize({ width, withoutEnlargement: true }).toBuffer();
  let output: Buffer = Buffer.alloc(0);
  for (const quality of QUALITY_STEPS) {
    output = await encoders[format](sharp(resized), quality).toBuffer();
    // Busy photos get a lower quality rather than a slow page on a phone.
    if (width > PHONE_WIDTH || output.byteLength <= PHONE_BYTE_BUDGET) break;
  }
  return output;
}
