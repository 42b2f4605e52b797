import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// The trainer's "Nowe zajęcia" form (issue 61) opens a group session, or
// each week of a weekly group, in one request: its submission key is kept
// here first (the primary key refuses a second), with the dates' fates once
// they are known, so a double tap or a retry opens nothing twice and hears
// the first answer. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const groupOpeningsMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("group_openings")
      .addColumn("submission_key", "text", (column) => column.primaryKey())
      .addColumn("fates", "text")
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("group_openings").execute();
  },
};
