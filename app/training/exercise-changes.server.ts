// What the trainer changes in her exercise library: an exercise added (once
// per form, by its submission key), edited (only from the version its form
// showed), hidden or shown, and its photo. `updated_at` is the edit form's
// version: hiding and the photo, each a form of its own, leave it alone, so
// they never make an open edit stale.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import type { ExerciseInput } from "./exercise-schema";

export type ExerciseSaved = { ok: true } | { ok: false; refusal: "stale" | "gone" };

const columnsOf = (input: ExerciseInput) => ({
  name: input.name,
  category: input.category,
  instructions: input.instructions,
  muscles: input.muscles,
  equipment: input.equipment,
  video_url: input.videoUrl,
});

/** Adds an exercise, or finds the one its form already added (a double tap, a retry): its id either way. */
export async function addExercise(
  db: Kysely<Database>,
  input: ExerciseInput,
  submissionKey: string,
  now = new Date(),
): Promise<{ id: number; added: boolean }> {
  const inserted = await db
    .insertInto("exercises")
    .values({ ...columnsOf(input), submission_key: submissionKey, created_at: timestamp(now), updated_at: timestamp(now) })
    .onConflict((conflict) => conflict.column("submission_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, added: true };
  const earlier = await db.selectFrom("exercises").select("id").where("submission_key", "=", submissionKey).executeTakeFirstOrThrow();
  return { id: earlier.id, added: false };
}

function lockedExercise(trx: Transaction<Database>, id: number) {
  const query = trx.selectFrom("exercises").selectAll().where("id", "=", id);
  return (dialectOf(trx) === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** A version later than `previous`: two saves in one millisecond still differ. */
function nextVersion(previous: string, now: Date): string {
  const later = Math.max(now.getTime(), Date.parse(previous) + 1);
  return timestamp(new Date(later));
}

/**
 * Saves the form if the exercise is still the version it was opened with
 * (`shownVersion`). The same save sent twice (a double tap) finds its own
 * change and counts as saved, not as someone else's.
 */
export async function editExercise(db: Kysely<Database>, id: number, shownVersion: string, input: ExerciseInput, now = new Date()): Promise<ExerciseSaved> {
  const columns = columnsOf(input);
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const row = await lockedExercise(trx, id);
    if (!row) return { ok: false, refusal: "gone" };
    const unchanged = Object.entries(columns).every(([column, value]) => row[column as keyof typeof columns] === value);
    if (row.updated_at !== shownVersion) return unchanged ? { ok: true } : { ok: false, refusal: "stale" };
    if (unchanged) return { ok: true };
    await trx
      .updateTable("exercises")
      .set({ ...columns, updated_at: nextVersion(row.updated_at, now) })
      .where("id", "=", id)
      .execute();
    return { ok: true };
  });
}

/** Hides an exercise from the plan builder's choices, or shows it again; false if there is no such exercise. */
export async function setExerciseHidden(db: Kysely<Database>, id: number, hidden: boolean): Promise<boolean> {
  const result = await db
    .updateTable("exercises")
    .set({ hidden: hidden ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives an exercise a photo of the library (by its id, "u-…"), or none; false if there is no such exercise. */
export async function setExercisePhoto(db: Kysely<Database>, id: number, photoId: string | null): Promise<boolean> {
  const result = await db.updateTable("exercises").set({ photo_id: photoId }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
