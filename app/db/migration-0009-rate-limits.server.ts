import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// One table for every rate limit (the contact form, bookings, sign-in, photo
// uploads): a row per limit and key (a keyed hash), counted under the row's
// lock so that every instance sees one count. Replaces the sign-in counts
// (hashed without a key), the booking actions and the networks kept on
// bookings; their counts start afresh. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const rateLimitsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("rate_limits")
      .addColumn("key_hash", "text", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("hits", "integer", (column) => column.notNull())
      .addColumn("window_ends_at", timestampType, (column) => column.notNull())
      .addColumn("locked_until", timestampType)
      .execute();
    await db.schema.dropTable("sign_in_attempts").execute();
    await db.schema.dropTable("booking_actions").execute();
    await db.updateTable("bookings").set({ network_hash: null }).where("network_hash", "is not", null).execute();
  },
  async down(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("booking_actions")
      .addColumn("network_hash", "text", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("booking_actions_network_created_index").on("booking_actions").columns(["network_hash", "created_at"]).execute();
    await db.schema
      .createTable("sign_in_attempts")
      .addColumn("key_hash", "text", (column) => column.primaryKey())
      .addColumn("attempts", "integer", (column) => column.notNull())
      .addColumn("window_started_at", timestampType, (column) => column.notNull())
      .addColumn("locked_until", timestampType)
      .execute();
    await db.schema.dropTable("rate_limits").execute();
  },
};
