import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The continuous copy's watch (issue 59): one row (id "main") saying since
// when the copy has been failing and whether the trainer was told, so that a
// restart during an outage neither tells her twice nor forgets to tell her it
// recovered; `retried_at` is touched each minute while it fails, a change
// that makes Litestream try the destination again. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const replicationWatchMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("replication_watch")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("failing_since", timestampType)
      .addColumn("told_stopped_at", timestampType)
      .addColumn("retried_at", timestampType)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("replication_watch").execute();
  },
};
