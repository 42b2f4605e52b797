// `virtual:site-images` for unit tests: the build's manifest names every photo
// the initial content uses; the tests need the names, not the encoded files.
import { photoReferences, site } from "../../content/index";
import type { ImageManifest } from "~/lib/image-manifest";

const manifest: ImageManifest = Object.fromEntries(
  photoReferences(site).map((reference) => [reference.photo, { width: 1200, height: 800, sources: { avif: [], webp: [], jpg: [] } }]),
);

export default manifest;
