import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// A package recorded by mistake is removed, not deleted: when and why, so it
// stops counting anywhere while its history stays on the card. Never edited
// once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const removedPackagesMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("client_packages").addColumn("removed_at", timestampType).execute();
    await db.schema.alterTable("client_packages").addColumn("removed_reason", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("client_packages").dropColumn("removed_reason").execute();
    await db.schema.alterTable("client_packages").dropColumn("removed_at").execute();
  },
};
