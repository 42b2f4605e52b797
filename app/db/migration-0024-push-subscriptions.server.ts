import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// Push notifications for the trainer: one row per device that turned them
// on, with what it chose to hear about. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const pushSubscriptionsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    await db.schema
      .createTable("push_subscriptions")
      .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
      .addColumn("endpoint", "text", (column) => column.notNull().unique())
      .addColumn("p256dh", "text", (column) => column.notNull())
      .addColumn("auth", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("topics", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("last_used_at", "text")
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("push_subscriptions").execute();
  },
};
