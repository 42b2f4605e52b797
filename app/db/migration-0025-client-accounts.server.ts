import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The client's own page and reminders that cost nothing (issue 46): one-time
// sign-in links and the sessions they open, a client's own push devices
// (a device with no client is the trainer's), the client's choice of a
// reminder 2 hours before, and when the trainer reminded a client from
// their own phone. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const clientAccountsMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("client_sign_in_links")
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("client_id", "integer", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("expires_at", timestampType, (column) => column.notNull())
      .addColumn("used_at", timestampType)
      .execute();
    await db.schema
      .createTable("client_sessions")
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("client_id", "integer", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("expires_at", timestampType, (column) => column.notNull())
      .addColumn("last_seen_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("client_sessions_client").on("client_sessions").column("client_id").execute();
    await db.schema.createIndex("client_sign_in_links_client").on("client_sign_in_links").column("client_id").execute();
    await db.schema.alterTable("push_subscriptions").addColumn("client_id", "integer").execute();
    await db.schema.createIndex("push_subscriptions_client").on("push_subscriptions").column("client_id").execute();
    await db.schema
      .alterTable("clients")
      .addColumn("reminder_two_hours", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("bookings").addColumn("reminded_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("bookings").dropColumn("reminded_at").execute();
    await db.schema.alterTable("clients").dropColumn("reminder_two_hours").execute();
    await db.schema.dropIndex("push_subscriptions_client").execute();
    await db.schema.alterTable("push_subscriptions").dropColumn("client_id").execute();
    await db.schema.dropIndex("client_sign_in_links_client").execute();
    await db.schema.dropIndex("client_sessions_client").execute();
    await db.schema.dropTable("client_sessions").execute();
    await db.schema.dropTable("client_sign_in_links").execute();
  },
};
