import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { timestamp } from "~/db/timestamp";
import { STARTER_EXERCISES_0035 } from "~/db/starter-exercises-0035";

// The trainer's exercise library starts with the common exercises, written in
// Polish (issue 60); she edits, hides or extends them. An exercise she adds
// carries its form's submission key, so a double tap adds it once. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const starterExercisesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("exercises").addColumn("submission_key", "text").execute();
    await db.schema.createIndex("exercises_submission_key_index").unique().on("exercises").column("submission_key").execute();
    const now = timestamp();
    await db
      .insertInto("exercises")
      .values(
        STARTER_EXERCISES_0035.map((exercise) => ({
          name: exercise.name,
          instructions: exercise.instructions,
          muscles: exercise.muscles,
          equipment: exercise.equipment,
          category: exercise.category,
          starter_slug: exercise.slug,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.deleteFrom("exercises").where("starter_slug", "is not", null).execute();
    await db.schema.dropIndex("exercises_submission_key_index").execute();
    await db.schema.alterTable("exercises").dropColumn("submission_key").execute();
  },
};
