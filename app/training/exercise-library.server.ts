// The trainer's exercise library as the panel and the plan builder read it:
// every exercise (hidden ones too) by category then name, a search as a Pole
// types it, one exercise for its form, and the choices a plan offers.
import type { Kysely } from "kysely";
import type { Database, PhotoStatus } from "~/db/database.server";
import { uploadedPhotoName } from "~/photos";
import { EXERCISE_CATEGORIES, type ExerciseCategory } from "./exercise-category";
import { exerciseMatches } from "./exercise-search";
import { exercisePhotoThumbnail } from "./exercise-photo.server";
import type { ExerciseChoice } from "./plan-exercise-row";

export type Exercise = {
  id: number;
  name: string;
  instructions: string;
  muscles: string;
  equipment: string;
  category: ExerciseCategory;
  videoUrl: string | null;
  /** The photo's name as the photo pipeline draws it ("u-3f9a2c1b7d4e-1200x800.jpg"), with its preparation's state; null without one. */
  photo: { name: string; status: PhotoStatus } | null;
  hidden: boolean;
  /** Set for the starter set's exercises. */
  starterSlug: string | null;
  /** The version the edit form carries back: a save from an older one is refused. */
  updatedAt: string;
};

/** One exercise of the plan builder's select and picker (plan-exercise-row.tsx). */
export type { ExerciseChoice } from "./plan-exercise-row";

const categoryOrder = (category: string) => {
  const index = EXERCISE_CATEGORIES.indexOf(category as ExerciseCategory);
  return index === -1 ? EXERCISE_CATEGORIES.length : index;
};

/** By the panel's category order, then by name as Polish sorts it ("Ś" after "S", not after "Z"). */
function byCategoryThenName(first: { category: string; name: string }, second: { category: string; name: string }): number {
  return categoryOrder(first.category) - categoryOrder(second.category) || first.name.localeCompare(second.name, "pl");
}

function exerciseQuery(db: Kysely<Database>) {
  return db
    .selectFrom("exercises")
    .leftJoin("photos", "photos.id", "exercises.photo_id")
    .select([
      "exercises.id",
      "exercises.name",
      "exercises.instructions",
      "exercises.muscles",
      "exercises.equipment",
      "exercises.category",
      "exercises.video_url",
      "exercises.photo_id",
      "exercises.hidden",
      "exercises.starter_slug",
      "exercises.updated_at",
      "photos.width as photo_width",
      "photos.height as photo_height",
      "photos.status as photo_status",
    ]);
}

type ExerciseRow = Awaited<ReturnType<ReturnType<typeof exerciseQuery>["execute"]>>[number];

function exerciseOf(row: ExerciseRow): Exercise {
  const photo =
    row.photo_id && row.photo_width && row.photo_height && row.photo_status
      ? { name: uploadedPhotoName(row.photo_id, row.photo_width, row.photo_height), status: row.photo_status }
      : null;
  return {
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    muscles: row.muscles,
    equipment: row.equipment,
    category: row.category as ExerciseCategory,
    videoUrl: row.video_url,
    photo,
    hidden: row.hidden === 1,
    starterSlug: row.starter_slug,
    updatedAt: row.updated_at,
  };
}

/** Every exercise, hidden ones too, by category then name. */
export async function listExercises(db: Kysely<Database>): Promise<Exercise[]> {
  return (await exerciseQuery(db).execute()).map(exerciseOf).sort(byCategoryThenName);
}

/** The exercises whose name, muscles or equipment have every word of `query` (exercise-search.ts); all for an empty one. */
export async function searchExercises(db: Kysely<Database>, query: string): Promise<Exercise[]> {
  return (await listExercises(db)).filter((exercise) => exerciseMatches(exercise, query));
}

export async function findExercise(db: Kysely<Database>, id: number): Promise<Exercise | null> {
  const row = await exerciseQuery(db).where("exercises.id", "=", id).executeTakeFirst();
  return row ? exerciseOf(row) : null;
}

/** The visible exercises for the plan builder's select and picker (with the photo's thumbnail), by category then name. */
export async function exerciseChoices(db: Kysely<Database>, alsoHidden: readonly number[] = []): Promise<ExerciseChoice[]> {
  const rows = await exerciseQuery(db)
    .where((eb) => (alsoHidden.length ? eb.or([eb("exercises.hidden", "=", 0), eb("exercises.id", "in", alsoHidden)]) : eb("exercises.hidden", "=", 0)))
    .execute();
  return rows
    .map(exerciseOf)
    .map((exercise) => ({ id: exercise.id, name: exercise.name, category: exercise.category, thumbnail: exercisePhotoThumbnail(exercise) }))
    .sort(byCategoryThenName);
}
