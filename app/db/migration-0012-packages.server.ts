import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// When the trainer closed a package's notice ("został 1 trening", "wygasa…")
// in the panel: a notice shows while it was told later than this. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const packageNoticesMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("client_packages").addColumn("notice_closed_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("client_packages").dropColumn("notice_closed_at").execute();
  },
};
