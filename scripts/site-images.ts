// Vite plugin: turns every photo in content/photos/ that the content uses into
// AVIF, WebP and JPEG in several widths (hashed, cached between builds), emits
// the Open Graph pictures, and hands the app a manifest of what it made as
// `virtual:site-images`.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { photoReferences, site } from "../content/index";
import { validateSite } from "../content/validate-site";
import { IMAGE_FORMATS, widthsFor, type ImageFormat, type ImageManifest } from "../app/lib/image-manifest";
import { encodeVariant } from "../app/photos/photo-encoding.server";
import { openGraphImage, openGraphPhotos } from "../app/photos/open-graph-picture.server";

const PHOTO_DIR = "content/photos";
const CACHE_DIR = "node_modules/.cache/site-images";
const VIRTUAL_ID = "virtual:site-images";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type OutputFile = { fileName: string; cachePath: string };

/** Stops the build when the content names a photo that is not there. */
export function checkPhotosExist(photoDir = PHOTO_DIR) {
  for (const reference of photoReferences(site)) {
    if (!existsSync(path.join(photoDir, reference.photo))) {
      throw new Error(`Błąd w treści strony, plik ${reference.file}:\n  - ${reference.field}: nie ma zdjęcia ${photoDir}/${reference.photo}`);
    }
  }
}

async function variant(source: Buffer, hash: string, width: number, format: ImageFormat) {
  const cachePath = path.join(CACHE_DIR, `${hash}-${width}.${format}`);
  if (!existsSync(cachePath)) writeFileSync(cachePath, await encodeVariant(source, width, format));
  return cachePath;
}

async function processPhotos(): Promise<{ manifest: ImageManifest; files: OutputFile[] }> {
  validateSite();
  checkPhotosExist();
  mkdirSync(CACHE_DIR, { recursive: true });
  const manifest: ImageManifest = {};
  const files: OutputFile[] = [];
  const photos = [...new Set(photoReferences(site).map((reference) => reference.photo))];
  for (const photo of photos) {
    const source = readFileSync(path.join(PHOTO_DIR, photo));
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
    const metadata = await sharp(source).rotate().metadata();
    const sourceWidth = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const sourceHeight = metadata.autoOrient?.height ?? metadata.height ?? 0;
    const widths = widthsFor(sourceWidth);
    const base = photo.replace(/\.[a-z]+$/, "");
    manifest[photo] = {
      width: sourceWidth,
      height: sourceHeight,
      sources: Object.fromEntries(
        IMAGE_FORMATS.map((format) => [format, widths.map((width) => ({ width, src: `/assets/images/${base}-${width}-${hash}.${format}` }))]),
      ) as ImageManifest[string]["sources"],
    };
    // Encoding is the slow part; two at a time keeps both cores busy.
    const jobs = IMAGE_FORMATS.flatMap((format) => widths.map((width) => ({ format, width })));
    for (let index = 0; index < jobs.length; index += 2) {
      await Promise.all(
        jobs.slice(index, index + 2).map(async ({ format, width }) => {
          const cachePath = await variant(source, hash, width, format);
          files.push({ fileName: `assets/images/${base}-${width}-${hash}.${format}`, cachePath });
        }),
      );
    }
  }
  return { manifest, files };
}

/** The build's Open Graph pictures, from the initial content; the server makes them anew from the published content. */
const openGraphPictures = openGraphPhotos(site);
const openGraphFile = (photo: string) => openGraphImage(readFileSync(path.join(PHOTO_DIR, photo)));

export function siteImages(): Plugin {
  let work: ReturnType<typeof processPhotos> | undefined;
  const prepare = () => (work ??= processPhotos());
  let building = false;
  return {
    name: "site-images",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      const { files } = await prepare();
      // Files are written once, with the browser's bundle; the dev server serves them from the cache.
      if (!building || this.environment.name !== "client") return;
      for (const file of files) this.emitFile({ type: "asset", fileName: file.fileName, source: readFileSync(file.cachePath) });
      for (const [page, photo] of Object.entries(openGraphPictures)) {
        this.emitFile({ type: "asset", fileName: `og/${page}.jpg`, source: await openGraphFile(photo) });
      }
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const { manifest } = await prepare();
      return `export default ${JSON.stringify(manifest)};`;
    },
    configureServer(server) {
      // The development server serves the same files from the cache.
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? "";
        const { files } = await prepare();
        const file = files.find((candidate) => `/${candidate.fileName}` === url);
        const page = url.match(/^\/og\/([a-z]+)\.jpg$/)?.[1];
        if (file) return res.end(readFileSync(file.cachePath));
        if (page && openGraphPictures[page]) return res.end(await openGraphFile(openGraphPictures[page]));
        next();
      });
    },
  };
}
