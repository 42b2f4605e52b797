import sharp from "sharp";
import { IMAGE_FORMATS, widthsFor } from "~/lib/image-manifest";
import { encodeVariant } from "./photo-encoding.server";
import type { PhotoVariant } from "./photo-store.server";

/** Every file pages show of an uploaded photo: the build's widths, in AVIF, WebP and JPEG. */
export async function makePhotoVariants(original: Buffer): Promise<PhotoVariant[]> {
  const metadata = await sharp(original).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const jobs = IMAGE_FORMATS.flatMap((format) => widthsFor(width).map((size) => ({ format, width: size })));
  const variants: PhotoVariant[] = [];
  // Two at a time: the server's other work keeps a core.
  for (let index = 0; index < jobs.length; index += 2) {
    const done = await Promise.all(jobs.slice(index, index + 2).map(async (job) => ({ ...job, bytes: await encodeVariant(original, job.width, job.format) })));
    variants.push(...done);
  }
  return variants;
}
