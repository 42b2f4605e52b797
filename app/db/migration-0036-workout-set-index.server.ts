import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The best a client lifted in an exercise before a day (the card's log, "Kto
// trenuje", a set's records) is read by client, exercise and date: with only
// (client_id, done_on) each read walked every set the client ever logged.
// Found on four years of data (npm run seed:years, npm run bench:admin,
// docs/performance.md). Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const workoutSetIndexMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex("workout_sets_client_exercise_day_index").on("workout_sets").columns(["client_id", "exercise_id", "done_on"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("workout_sets_client_exercise_day_index").execute();
  },
};
