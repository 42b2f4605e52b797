// Vite plugin: hands the app a manifest of the files made of every photo in
// content/photos/ that the content uses (scripts/photo-variants.ts) as
// `virtual:site-images`; the production build encodes and emits them all, with
// the Open Graph pictures, and the development server encodes each when a page
// asks for it. Nothing else encodes: `react-router typegen` and React Router's
// child compiler load this config too, and once spent ~30 CPU-s here.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { site } from "../content/index";
import { openGraphImage, openGraphPhotos } from "../app/photos/open-graph-picture.server";
import { PHOTO_DIR, planPhotos, variantFile, type PhotoPlan } from "./photo-variants";

const VIRTUAL_ID = "virtual:site-images";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** The build's Open Graph pictures, from the initial content; the server makes them anew from the published content. */
const openGraphPictures = openGraphPhotos(site);
const openGraphFile = (photo: string) => openGraphImage(readFileSync(path.join(PHOTO_DIR, photo)));

export function siteImages(): Plugin {
  let plan: Promise<PhotoPlan> | undefined;
  const photos = () => (plan ??= planPhotos());
  let building = false;
  return {
    name: "site-images",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      // Files are written once, with the browser's bundle.
      if (!building || this.environment.name !== "client") return;
      const { variants } = await photos();
      const files = await Promise.all(variants.map(async (variant) => ({ fileName: variant.fileName, source: readFileSync(await variantFile(variant)) })));
      for (const file of files) this.emitFile({ type: "asset", ...file });
      for (const [page, photo] of Object.entries(openGraphPictures)) {
        this.emitFile({ type: "asset", fileName: `og/${page}.jpg`, source: await openGraphFile(photo) });
      }
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const { manifest } = await photos();
      return `export default ${JSON.stringify(manifest)};`;
    },
    configureServer(server) {
      // The development server makes a file when a page first asks for it; the cache keeps it for the next start.
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? "";
        const page = url.match(/^\/og\/([a-z]+)\.jpg$/)?.[1];
        if (!url.startsWith("/assets/images/") && !page) return next();
        try {
          const variant = (await photos()).variants.find((candidate) => `/${candidate.fileName}` === url);
          if (variant) {
            res.setHeader("Content-Type", CONTENT_TYPES[variant.format]);
            return res.end(readFileSync(await variantFile(variant)));
          }
          if (page && openGraphPictures[page]) {
            res.setHeader("Content-Type", CONTENT_TYPES.jpg);
            return res.end(await openGraphFile(openGraphPictures[page]));
          }
          next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
