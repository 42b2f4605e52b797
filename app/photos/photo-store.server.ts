import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { timestamp, type Database, type PhotoStatus } from "~/db/database.server";
import { uploadedPhotoName } from "./uploaded-photo";

/** How long one instance may take to make a photo's files before another may try. */
const CLAIM_MS = 5 * 60 * 1000;

export type PhotoSummary = {
  id: string;
  name: string;
  width: number;
  height: number;
  /** The original's size as sent. */
  bytes: number;
  status: PhotoStatus;
  error: string | null;
  createdAt: string;
};

export type PhotoVariant = { width: number; format: string; bytes: Buffer };

type NewPhoto = { id: string; original: Buffer; width: number; height: number };

/** What tells one photo from another: the SHA-256 of its original, hex. */
export function photoHash(original: Buffer): string {
  return createHash("sha256").update(original).digest("hex");
}

const SUMMARY_COLUMNS = ["id", "width", "height", "status", "error", "created_at"] as const;

function summaryOf(row: {
  id: string;
  width: number;
  height: number;
  bytes: number;
  status: PhotoStatus;
  error: string | null;
  created_at: string;
}): PhotoSummary {
  return {
    id: row.id,
    name: uploadedPhotoName(row.id, row.width, row.height),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
  };
}

/** The original's length, read from the row's header on both databases rather than from its bytes. */
const originalLength = sql<number>`length(original)`.as("bytes");

/**
 * A restored photo under the name its content gives it (an archive's import).
 * It keeps its hash unless the library has the same bytes under another name:
 * then both stay, since the content names this one.
 */
export async function insertPhoto(db: Kysely<Database>, photo: NewPhoto, now = new Date()) {
  const row = { ...photo, status: "processing" as const, error: null, locked_until: null, created_at: timestamp(now) };
  const inserted = await db
    .insertInto("photos")
    .values({ ...row, original_sha256: photoHash(photo.original) })
    .onConflict((conflict) => conflict.column("original_sha256").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted)
    await db
      .insertInto("photos")
      .values({ ...row, original_sha256: null })
      .execute();
}

/** An upload's outcome: the photo stored (`added`), or the library's photo with the same bytes. */
export type PhotoAdded = { added: boolean; photo: PhotoSummary };

/**
 * Stores an uploaded photo unless the library has one with the same bytes.
 * The unique hash decides, so two identical uploads at once (on two
 * instances) end as one row, and the second is told of the first. A photo
 * whose files could not be made is tried again instead (same name, so
 * content that names it shows it once it is ready), dated anew.
 */
export async function addPhoto(db: Kysely<Database>, photo: NewPhoto, now = new Date()): Promise<PhotoAdded> {
  const hash = photoHash(photo.original);
  const retried = await db
    .updateTable("photos")
    .set({ status: "processing", error: null, locked_until: null, created_at: timestamp(now) })
    .where("original_sha256", "=", hash)
    .where("status", "=", "failed")
    .returning("id")
    .executeTakeFirst();
  const inserted =
    retried ??
    (await db
      .insertInto("photos")
      .values({ ...photo, original_sha256: hash, status: "processing", error: null, locked_until: null, created_at: timestamp(now) })
      .onConflict((conflict) => conflict.column("original_sha256").doNothing())
      .returning("id")
      .executeTakeFirst());
  const row = await db
    .selectFrom("photos")
    .select([...SUMMARY_COLUMNS, originalLength])
    .where("original_sha256", "=", hash)
    .executeTakeFirstOrThrow();
  return { added: Boolean(inserted), photo: summaryOf(row) };
}

/** One uploaded photo, without its bytes; null when there is none by that id. */
export async function findPhoto(db: Kysely<Database>, id: string): Promise<PhotoSummary | null> {
  const row = await db
    .selectFrom("photos")
    .select([...SUMMARY_COLUMNS, originalLength])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? summaryOf(row) : null;
}

/** The next photo whose files are owed, claimed for this instance (or none). */
export async function claimNextPhoto(db: Kysely<Database>, now = new Date()): Promise<{ id: string; original: Buffer } | null> {
  const due = await db
    .selectFrom("photos")
    .select("id")
    .where("status", "=", "processing")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", timestamp(now))]))
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  if (!due) return null;
  const claimed = await db
    .updateTable("photos")
    .set({ locked_until: timestamp(new Date(now.getTime() + CLAIM_MS)) })
    .where("id", "=", due.id)
    .where("status", "=", "processing")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", timestamp(now))]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom("photos").select(["id", "original"]).where("id", "=", due.id).executeTakeFirstOrThrow();
  return { id: row.id, original: Buffer.from(row.original) };
}

export async function savePhotoVariants(db: Kysely<Database>, id: string, variants: PhotoVariant[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("photo_variants").where("photo_id", "=", id).execute();
    await trx
      .insertInto("photo_variants")
      .values(variants.map((variant) => ({ photo_id: id, ...variant })))
      .execute();
    await trx.updateTable("photos").set({ status: "ready", locked_until: null, error: null }).where("id", "=", id).execute();
  });
}

export async function failPhoto(db: Kysely<Database>, id: string, error: string) {
  await db.updateTable("photos").set({ status: "failed", locked_until: null, error }).where("id", "=", id).execute();
}

/** Uploaded photos, newest first, without their bytes: every one, or the `limit` after the first `offset` (a page of the library). */
export async function listPhotos(db: Kysely<Database>, range?: { offset: number; limit: number }): Promise<PhotoSummary[]> {
  const rows = await db
    .selectFrom("photos")
    .select([...SUMMARY_COLUMNS, originalLength])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .$if(range !== undefined, (query) => query.limit(range!.limit).offset(range!.offset))
    .execute();
  return rows.map(summaryOf);
}

export async function countPhotos(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("photos")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Of the uploaded photos named in `document`, those whose files are not ready (still being made, failed or gone). */
export async function unreadyPhotos(db: Kysely<Database>, document: unknown): Promise<string[]> {
  const ids = [...new Set(JSON.stringify(document).match(/u-[0-9a-f]{12}(?=-\d+x\d+\.jpg)/g) ?? [])];
  if (ids.length === 0) return [];
  const ready = await db.selectFrom("photos").select("id").where("id", "in", ids).where("status", "=", "ready").execute();
  return ids.filter((id) => !ready.some((row) => row.id === id));
}

export async function findVariant(db: Kysely<Database>, id: string, width: number, format: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom("photo_variants")
    .select("bytes")
    .where("photo_id", "=", id)
    .where("width", "=", width)
    .where("format", "=", format)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}

export async function photoOriginal(db: Kysely<Database>, id: string): Promise<Buffer | null> {
  const row = await db.selectFrom("photos").select("original").where("id", "=", id).executeTakeFirst();
  return row ? Buffer.from(row.original) : null;
}

/** An uploaded photo no revision of the content names is kept this long, then deleted (the privacy policy says so). */
export const UNUSED_PHOTO_DAYS = 30;

/**
 * Deletes the uploaded photos that no revision of the content names (so no
 * "Przywróć" can bring them back) and no exercise shows, and that are older than `days`: a photo
 * uploaded but not yet used is kept that long too.
 */
export async function deleteUnusedPhotos(db: Kysely<Database>, days: number, now = new Date()): Promise<string[]> {
  const cutoff = timestamp(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  const unused = await db
    .selectFrom("photos")
    .select("id")
    .where("created_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_revisions")
            .select("id")
            .where("document", "like", sql<string>`'%' || photos.id || '-%'`),
        ),
      ),
    )
    // An exercise of the trainer's library shows it too (issue 60).
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("exercises").select("exercises.id").whereRef("exercises.photo_id", "=", "photos.id"))))
    .execute();
  const ids = unused.map((row) => row.id);
  if (ids.length > 0) await db.deleteFrom("photos").where("id", "in", ids).execute();
  return ids;
}
