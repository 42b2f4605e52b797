// Progress photos: private health data (RODO art. 9), kept in the database
// (every instance serves them; erased with the card by the foreign key's
// cascade), re-encoded so that nothing of the original file survives: turned
// upright by its EXIF orientation, then written anew without any metadata
// (sharp keeps none unless asked: no GPS, no camera, no time), at most
// PHOTO_EDGE pixels on its longer side.
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "~/db/database.server";
import { timestamp } from "~/db/timestamp";
import { consentUnderLock } from "./measurement-store.server";

/** The longer side of a stored photo: enough to compare two on a phone or a laptop. */
export const PHOTO_EDGE = 1600;
/** The most photos a client keeps: one a week for four years; each about 300 kB. */
export const MAX_PROGRESS_PHOTOS = 200;

export type ProgressPhoto = { id: number; takenOn: string; width: number; height: number };
export type ProgressPhotoFile = { clientId: number; bytes: Buffer; contentType: string };

/** The photo as stored: upright, at most PHOTO_EDGE pixels, JPEG, no metadata. */
export async function reencodeProgressPhoto(original: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(original)
    .rotate()
    .resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export type PhotoEntry = { clientId: number; takenOn: string; original: Buffer; submissionKey: string };

/** Stores a progress photo: "no-consent" without the client's consent, "too-many" past MAX_PROGRESS_PHOTOS. */
export async function addProgressPhoto(db: Kysely<Database>, entry: PhotoEntry, now: Date): Promise<"saved" | "no-consent" | "too-many"> {
  // Encoded before the transaction: the card's lock is not held through sharp's work.
  const photo = await reencodeProgressPhoto(entry.original);
  return db.transaction().execute(async (trx) => {
    if (!(await consentUnderLock(trx, entry.clientId))) return "no-consent";
    const { count } = await trx
      .selectFrom("progress_photos")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("client_id", "=", entry.clientId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_PROGRESS_PHOTOS) return "too-many";
    await trx
      .insertInto("progress_photos")
      .values({
        client_id: entry.clientId,
        taken_on: entry.takenOn,
        bytes: photo.bytes,
        content_type: "image/jpeg",
        width: photo.width,
        height: photo.height,
        submission_key: entry.submissionKey,
        created_at: timestamp(now),
      })
      .onConflict((conflict) => conflict.column("submission_key").doNothing())
      .execute();
    return "saved";
  });
}

/** The client's photos, newest first, without their bytes. */
export async function progressPhotosOf(db: Kysely<Database>, clientId: number): Promise<ProgressPhoto[]> {
  const rows = await db
    .selectFrom("progress_photos")
    .select(["id", "taken_on", "width", "height"])
    .where("client_id", "=", clientId)
    .orderBy("taken_on", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(({ taken_on, ...photo }) => ({ ...photo, takenOn: taken_on }));
}

/** Who asks for a photo: the signed-in client's card, and whether the trainer's session came with the request. */
export type PhotoViewer = { clientId: number | null; trainer: boolean };

/** The photo's file for this viewer: only its own client or the trainer; anyone else gets nothing, as if it were not there. */
export async function progressPhotoFor(db: Kysely<Database>, photoId: number, viewer: PhotoViewer): Promise<ProgressPhotoFile | null> {
  if (viewer.clientId === null && !viewer.trainer) return null;
  const row = await db.selectFrom("progress_photos").select(["client_id", "bytes", "content_type"]).where("id", "=", photoId).executeTakeFirst();
  if (!row || (!viewer.trainer && row.client_id !== viewer.clientId)) return null;
  return { clientId: row.client_id, bytes: row.bytes, contentType: row.content_type };
}

/** The client deletes one of their photos; false when it was not theirs or is gone. */
export async function deleteProgressPhoto(db: Kysely<Database>, clientId: number, photoId: number): Promise<boolean> {
  const result = await db.deleteFrom("progress_photos").where("id", "=", photoId).where("client_id", "=", clientId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
