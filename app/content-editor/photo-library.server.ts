// The photo library as the trainer sees it: every photo with its size and
// the places on the site that show it, and an upload that the library
// refuses when it already has the same photo, saying where that one is.
import type { Kysely } from "kysely";
import images from "virtual:site-images";
import type { Database, PhotoStatus } from "~/db/database.server";
import { formatDateTime, formatFileSize } from "~/lib/format";
import { logger } from "~/logger.server";
import { photoThumbnail } from "~/photos/index.server";
import type { UploadedPhotoState } from "~/photos";
import { uploadedPhotoState } from "~/photos/index.server";
import { photoQueued } from "~/photos/index.server";
import { addPhoto, countPhotos, listPhotos } from "~/photos/index.server";
import type { PhotoRefusal } from "~/photos";
import { pageWithin, PAGE_SIZE, type Page } from "~/lib/paging";
import { readPhotoUpload } from "~/photos/index.server";
import { loadPublished } from "~/site-content/index.server";
import { PHOTO_ADDED_LOG, type DuplicatePhoto } from "./photo-library.messages";
import { photoUses } from "./photo-uses";

export type LibraryPhoto = {
  name: string;
  /** One of the site's own photos (from its files), not uploaded. */
  own: boolean;
  status: PhotoStatus;
  error: string | null;
  thumbnail: string | null;
  /** "4000 × 3000". */
  pixels: string;
  /** The original's size ("2,4 MB"); the site's own photos have none here. */
  fileSize: string | null;
  /** When it was uploaded ("24 listopada 2026, 00:50"). */
  added: string | null;
  /** Where the published site shows it ("Galeria, zdjęcie 3"). */
  uses: string[];
};

const pixels = (width: number, height: number) => `${width}\u00a0×\u00a0${height}`;

/** The places the published content (the newest revision of each section, on any instance) shows each photo. */
async function publishedPhotoUses(db: Kysely<Database>): Promise<Map<string, string[]>> {
  return photoUses((await loadPublished(db)).site);
}

/** One page of the library (20 photos, as every list of the panel): uploaded photos, newest first, then the site's own. */
export async function libraryPhotos(db: Kysely<Database>, asked: number): Promise<{ photos: LibraryPhoto[] } & Page> {
  const own = Object.entries(images).sort(([first], [second]) => first.localeCompare(second));
  const uploadedCount = await countPhotos(db);
  const page = pageWithin(asked, uploadedCount + own.length);
  const [uploaded, uses] = await Promise.all([listPhotos(db, { offset: page.offset, limit: PAGE_SIZE }), publishedPhotoUses(db)]);
  const ownFrom = Math.max(0, page.offset - uploadedCount);
  const photos: LibraryPhoto[] = [
    ...uploaded.map((photo) => ({
      name: photo.name,
      own: false,
      status: photo.status,
      error: photo.error,
      thumbnail: photo.status === "ready" ? photoThumbnail(photo.name) : null,
      pixels: pixels(photo.width, photo.height),
      fileSize: formatFileSize(photo.bytes),
      added: formatDateTime(photo.createdAt),
      uses: uses.get(photo.name) ?? [],
    })),
    ...own.slice(ownFrom, ownFrom + PAGE_SIZE - uploaded.length).map(([name, image]) => ({
      name,
      own: true,
      status: "ready" as const,
      error: null,
      thumbnail: photoThumbnail(name),
      pixels: pixels(image.width, image.height),
      fileSize: null,
      added: null,
      uses: uses.get(name) ?? [],
    })),
  ];
  return { photos, ...page };
}

export type ReceivedPhoto =
  | { ok: true; photo: UploadedPhotoState }
  /** Refused; a duplicate names the library's photo with the same bytes. */
  | { ok: false; status: 400 | 409 | 413 | 415; refusal: PhotoRefusal | DuplicatePhoto; photo?: UploadedPhotoState };

/** Reads, checks and stores an uploaded photo (the caller has checked the session and the hourly limit), and wakes the photo worker. */
export async function receivePhoto(db: Kysely<Database>, request: Request): Promise<ReceivedPhoto> {
  const upload = await readPhotoUpload(request);
  if (!upload.ok) return { ok: false, status: upload.status, refusal: upload.refusal };
  const { id, original, width, height } = upload;
  const stored = await addPhoto(db, { id, original, width, height });
  if (!stored.added) {
    const uses = (await publishedPhotoUses(db)).get(stored.photo.name) ?? [];
    return { ok: false, status: 409, refusal: { problem: "duplicate", addedAt: stored.photo.createdAt, uses }, photo: uploadedPhotoState(stored.photo) };
  }
  photoQueued();
  logger.info({ photo: stored.photo.id, bytes: original.byteLength }, PHOTO_ADDED_LOG);
  return { ok: true, photo: uploadedPhotoState(stored.photo) };
}
