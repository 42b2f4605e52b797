import { sql, type Kysely } from "kysely";
import { timestamp, type Database, type PhotoStatus } from "~/db/database.server";
import { uploadedPhotoName } from "./uploaded-photo";

/** How long one instance may take to make a photo's files before another may try. */
const CLAIM_MS = 5 * 60 * 1000;

export type PhotoSummary = { id: string; name: string; width: number; height: number; status: PhotoStatus; error: string | null; createdAt: string };

export type PhotoVariant = { width: number; format: string; bytes: Buffer };

export async function insertPhoto(db: Kysely<Database>, photo: { id: string; original: Buffer; width: number; height: number }, now = new Date()) {
  await db
    .insertInto("photos")
    .values({ ...photo, status: "processing", error: null, locked_until: null, created_at: timestamp(now) })
    .execute();
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

/** Every uploaded photo, newest first, without its bytes. */
export async function listPhotos(db: Kysely<Database>): Promise<PhotoSummary[]> {
  const rows = await db.selectFrom("photos").select(["id", "width", "height", "status", "error", "created_at"]).orderBy("created_at", "desc").execute();
  return rows.map((row) => ({
    id: row.id,
    name: uploadedPhotoName(row.id, row.width, row.height),
    width: row.width,
    height: row.height,
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
  }));
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

/**
 * Deletes the uploaded photos that no revision of the content names (so no
 * "Przywróć" can bring them back) and that are older than `days`: a photo
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
    .execute();
  const ids = unused.map((row) => row.id);
  if (ids.length > 0) await db.deleteFrom("photos").where("id", "in", ids).execute();
  return ids;
}
