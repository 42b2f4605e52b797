import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// A booking's network hash is kept only while the rate limit counts it (an
// hour when this was written), then cleared: the column becomes nullable and
// the hashes already past the hour are cleared now. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

const WINDOW_MS_WHEN_WRITTEN = 60 * 60_000;

export const networkHashRetentionMigration: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) === "postgres") {
      await sql`alter table bookings alter column network_hash drop not null`.execute(db);
    } else {
      // SQLite cannot drop NOT NULL in place; a rebuild of bookings would touch
      // the tables that reference it. The column is replaced instead.
      await db.schema.dropIndex("bookings_network_created_index").execute();
      await db.schema.alterTable("bookings").renameColumn("network_hash", "network_hash_before").execute();
      await db.schema.alterTable("bookings").addColumn("network_hash", "text").execute();
      await sql`update bookings set network_hash = network_hash_before`.execute(db);
      await db.schema.alterTable("bookings").dropColumn("network_hash_before").execute();
      await db.schema.createIndex("bookings_network_created_index").on("bookings").columns(["network_hash", "created_at"]).execute();
    }
    const cutoff = new Date(Date.now() - WINDOW_MS_WHEN_WRITTEN).toISOString();
    await db.updateTable("bookings").set({ network_hash: null }).where("created_at", "<", cutoff).execute();
  },
  async down(db: Kysely<any>) {
    await db.updateTable("bookings").set({ network_hash: "" }).where("network_hash", "is", null).execute();
    if (dialectOf(db) === "postgres") {
      await sql`alter table bookings alter column network_hash set not null`.execute(db);
    } else {
      await db.schema.dropIndex("bookings_network_created_index").execute();
      await db.schema.alterTable("bookings").renameColumn("network_hash", "network_hash_after").execute();
      await db.schema
        .alterTable("bookings")
        .addColumn("network_hash", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await sql`update bookings set network_hash = network_hash_after`.execute(db);
      await db.schema.alterTable("bookings").dropColumn("network_hash_after").execute();
      await db.schema.createIndex("bookings_network_created_index").on("bookings").columns(["network_hash", "created_at"]).execute();
    }
  },
};
