import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// When a booking was last moved: the occurrences of a weekly series moved
// together ("ten i następne") share it, so one mail names them all. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const movedAtMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("bookings").addColumn("moved_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("bookings").dropColumn("moved_at").execute();
  },
};
