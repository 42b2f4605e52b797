import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// People whose data was erased (RODO art. 17), remembered only by a keyed
// hash of each e-mail and phone their card held (issue 80): an import of an
// old file, or a booking typed in by the trainer, that names one of them is
// stopped for her explicit yes rather than bringing the person back unseen.
// No readable data. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const erasedPeopleMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("erased_people")
      .addColumn("key_hash", "text", (column) => column.primaryKey())
      .addColumn("erased_at", timestampType, (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("erased_people").execute();
  },
};
