import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// Refunds through the provider that took the money (issue 81): one row per
// refund owed, written in the transaction that owes it (a voucher cancelled),
// then asked of the provider under its own key, so that a crash between the
// two, a retry or a second instance asks once. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const onlineRefundsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("online_refunds")
      .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
      .addColumn("payment_id", "integer", (column) => column.notNull().references("online_payments.id").onDelete("cascade"))
      .addColumn("key", "text", (column) => column.notNull().unique())
      .addColumn("amount", "integer", (column) => column.notNull())
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("reason", "text")
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("asked_at", timestampType)
      .addColumn("settled_at", timestampType)
      .execute();
    await db.schema.createIndex("online_refunds_state").on("online_refunds").column("state").execute();
    await db.schema.createIndex("online_refunds_payment_id").on("online_refunds").column("payment_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("online_refunds").execute();
  },
};
