// `virtual:site-images` for unit tests: the build's manifest names every photo
// the initial content uses; the tests need the names and addresses, not the encoded files.
import { photoReferences, site } from "../../content/index";
import type { ImageManifest } from "~/lib/image-manifest";

const file = (photo: string, format: string) => [{ width: 400, src: `/assets/images/${photo.replace(/\.[a-z]+$/, "")}-400.${format}` }];

const manifest: ImageManifest = Object.fromEntries(
  photoReferences(site).map((reference) => [
    reference.photo,
    { width: 1200, height: 800, sources: { avif: file(reference.photo, "avif"), webp: file(reference.photo, "webp"), jpg: file(reference.photo, "jpg") } },
  ]),
);

export default manifest;
