import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// A client asked once for a review after their kept sessions (issue 62): one
// row per client, its primary key the guarantee that nobody is asked twice
// (two instances marking at once: one insert wins, and only it queues the
// message). "Nie, dziękuję" is the time it was said. Erased with the card.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const reviewRequestsMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("review_requests")
      .addColumn("client_id", "integer", (column) => column.primaryKey().references("clients.id").onDelete("cascade"))
      .addColumn("asked_at", timestampType, (column) => column.notNull())
      .addColumn("declined_at", timestampType)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("review_requests").execute();
  },
};
