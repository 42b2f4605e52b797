import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// People who came from elsewhere (issue 80, art. 14 RODO): each imported card
// keeps the file it came from, and when its information mail (where the data
// came from, who holds it, why, the rights) was queued, so that it goes once.
// Cards imported before keep neither. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const importNoticesMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("clients").addColumn("imported_from", "text").execute();
    await db.schema.alterTable("clients").addColumn("import_notice_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("clients").dropColumn("import_notice_at").execute();
    await db.schema.alterTable("clients").dropColumn("imported_from").execute();
  },
};
