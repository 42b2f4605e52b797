import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// When a card came from an imported file (issue 78): the trainer's existing
// clients moved over are not the month's "Nowi klienci". Cards imported
// before this migration have none. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const cardsImportedMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("clients").addColumn("imported_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("clients").dropColumn("imported_at").execute();
  },
};
