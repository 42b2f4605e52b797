// What the content's photos become (scripts/site-images.ts): the manifest the
// app imports, made from each photo's bytes and header alone, and the variant
// files (AVIF, WebP and JPEG in several widths), each encoded only when the
// build or the development server asks for it and kept in a cache between runs.
// The cache is the user's (~/.cache/trener-site), not node_modules/.cache:
// `npm ci` deletes node_modules, and a fresh clone's build then encoded all
// 165 files again (54 CPU-s against 30 with them cached). Its folder is named
// by what decides the bytes, the encoding module and sharp's and libvips'
// versions, so a change to either encodes anew and never reads old files.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";
import { photoReferences, site } from "../content/index";
import { validateSite } from "../content/validate-site";
import { IMAGE_FORMATS, widthsFor, type ImageFormat, type ImageManifest } from "../app/lib/image-manifest";
import { encodeVariant } from "../app/photos/photo-encoding.server";

export const PHOTO_DIR = "content/photos";
const ENCODER = createHash("sha256")
  .update(readFileSync(new URL("../app/photos/photo-encoding.server.ts", import.meta.url)))
  .update(JSON.stringify(sharp.versions))
  .digest("hex")
  .slice(0, 12);
// SITE_IMAGES_CACHE_DIR: another place, e.g. an empty one to time the encoding from nothing.
const CACHE_DIR =
  process.env.SITE_IMAGES_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache"), "trener-site", "site-images", ENCODER);

/** One file to make: `fileName` is its place in the browser's build, `/${fileName}` its address. */
export type PhotoVariant = { fileName: string; photo: string; hash: string; width: number; format: ImageFormat };
export type PhotoPlan = { manifest: ImageManifest; variants: PhotoVariant[] };

/** Stops the build when the content names a photo that is not there. */
export function checkPhotosExist(photoDir = PHOTO_DIR) {
  for (const reference of photoReferences(site)) {
    if (!existsSync(path.join(photoDir, reference.photo))) {
      throw new Error(`Błąd w treści strony, plik ${reference.file}:\n  - ${reference.field}: nie ma zdjęcia ${photoDir}/${reference.photo}`);
    }
  }
}

/** Every photo the content uses, its size and the files made of it; nothing is encoded here. */
export async function planPhotos(): Promise<PhotoPlan> {
  validateSite();
  checkPhotosExist();
  const manifest: ImageManifest = {};
  const variants: PhotoVariant[] = [];
  for (const photo of new Set(photoReferences(site).map((reference) => reference.photo))) {
    const source = readFileSync(path.join(PHOTO_DIR, photo));
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
    const metadata = await sharp(source).rotate().metadata();
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    const widths = widthsFor(width);
    const base = photo.replace(/\.[a-z]+$/, "");
    const made = IMAGE_FORMATS.flatMap((format) =>
      widths.map((variantWidth) => ({ fileName: `assets/images/${base}-${variantWidth}-${hash}.${format}`, photo, hash, width: variantWidth, format })),
    );
    variants.push(...made);
    const sources = Object.fromEntries(
      IMAGE_FORMATS.map((format) => [format, made.filter((file) => file.format === format).map((file) => ({ width: file.width, src: `/${file.fileName}` }))]),
    );
    manifest[photo] = { width, height, sources: sources as ImageManifest[string]["sources"] };
  }
  return { manifest, variants };
}

// Encoding is the slow part; two at a time keep both cores busy without holding every decoded photo in memory at once.
const encoding = pLimit(2);
const encoded = new Map<string, Promise<string>>();

/** The variant's file in the cache, encoded first when it is not there yet (once, however many ask at the same time). */
export function variantFile(variant: PhotoVariant, cacheDir = CACHE_DIR): Promise<string> {
  const cachePath = path.join(cacheDir, `${variant.hash}-${variant.width}.${variant.format}`);
  let file = encoded.get(cachePath);
  if (!file) {
    file = encoding(async () => {
      if (existsSync(cachePath)) return cachePath;
      const bytes = await encodeVariant(readFileSync(path.join(PHOTO_DIR, variant.photo)), variant.width, variant.format);
      mkdirSync(cacheDir, { recursive: true });
      // Written whole under another name first: another build sharing the cache never reads half a file.
      const partial = `${cachePath}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, cachePath);
      return cachePath;
    });
    encoded.set(cachePath, file);
    // A failed encoding is tried again by the next request rather than remembered.
    file.catch(() => encoded.delete(cachePath));
  }
  return file;
}
