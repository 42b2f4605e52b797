import sharp from "sharp";
import { IMAGE_FORMATS, widthsFor } from "~/lib/image-manifest";
import { encodeVariant } from "./photo-encoding.server";
import type { PhotoVariant } from "./photo-store.server";

/** Every file pages show of an uploaded photo: the build's widths, in AVIF, WebP and JPEG. */
export async function makePhotoVariants(original: Buffer): Promise<PhotoVariant[]> {
  const metadata = await sharp(original).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const widths = widthsFor(width);
  // Decoded once, upright, in 8-bit sRGB at the largest width, and every file made from that rather than from
  // the original again: a 16-bit 49-megapixel PNG peaked at ~640 MB decoded twelve times, ~350 MB so.
  const master = await sharp(original)
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .toColourspace("srgb")
    .png({ compressionLevel: 0 })
    .toBuffer();
  const jobs = IMAGE_FORMATS.flatMap((format) => widths.map((size) => ({ format, width: size })));
  const variants: PhotoVariant[] = [];
  // Two at a time: the server's other work keeps a core.
  for (let index = 0; index < jobs.length; index += 2) {
    const done = await Promise.all(jobs.slice(index, index + 2).map(async (job) => ({ ...job, bytes: await encodeVariant(master, job.width, job.format) })));
    variants.push(...done);
  }
  return variants;
}
