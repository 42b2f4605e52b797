// Each page's Open Graph picture made from the published content: a new
// hero photo or gallery order gives new pictures at the next publish.
import { readFile } from "node:fs/promises";
import path from "node:path";
import images from "virtual:site-images";
import type { Kysely } from "kysely";
import { getDatabase, type Database } from "~/db/database.server";
import { openGraphImage, openGraphPhotos, type PhotosShown } from "./open-graph-picture.server";
import { photoOriginal } from "./photo-store.server";
import { parseUploadedPhoto } from "./uploaded-photo";

/** The bytes of a photo the content names: an upload's original, or the largest JPEG the build made of one of the site's own. */
async function photoBytes(db: Kysely<Database>, name: string, clientDir: string): Promise<Buffer | null> {
  const uploaded = parseUploadedPhoto(name);
  if (uploaded) return photoOriginal(db, uploaded.id);
  const largest = images[name]?.sources.jpg.at(-1);
  return largest ? readFile(path.join(clientDir, largest.src)) : null;
}

// One picture per photo, made once per database handle (an upload's name is its id in that database): a publish
// that keeps a page's photo costs nothing.
const madeFor = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer | null>>>();

/** The build made the pictures of the initial content (og/<page>.jpg): a start uses those rather than making them again. */
function takeBuiltPictures(made: Map<string, Promise<Buffer | null>>, clientDir: string, built: PhotosShown) {
  for (const [page, photo] of Object.entries(openGraphPhotos(built))) {
    if (made.has(photo)) continue;
    made.set(
      photo,
      readFile(path.join(clientDir, "og", `${page}.jpg`)).catch(() => null),
    );
  }
}

/** Every page's Open Graph picture for `site`, by address ("/og/home.jpg"); `built` is the content the build made pictures of. */
export async function openGraphImages(site: PhotosShown, clientDir: string, built: PhotosShown): Promise<Map<string, Buffer>> {
  const db = await getDatabase();
  let made = madeFor.get(db);
  if (!made) madeFor.set(db, (made = new Map()));
  takeBuiltPictures(made, clientDir, built);
  const pictures = new Map<string, Buffer>();
  for (const [page, photo] of Object.entries(openGraphPhotos(site))) {
    let picture = made.get(photo);
    if (!picture) {
      picture = photoBytes(db, photo, clientDir).then((bytes) => (bytes ? openGraphImage(bytes) : null));
      made.set(photo, picture);
      // A failure is tried again at the next publish rather than remembered.
      picture.catch(() => made.delete(photo));
    }
    const bytes = await picture;
    if (bytes) pictures.set(`/og/${page}.jpg`, bytes);
  }
  return pictures;
}
