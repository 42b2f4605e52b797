import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// Money that moves by itself (issue 81): one row per attempt to pay an order
// through a provider, keyed by the session id the site gives the provider, so
// a notification names its attempt and a second one finds it settled. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const onlinePaymentsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("online_payments")
      .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
      .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("provider", "text", (column) => column.notNull())
      .addColumn("session_id", "text", (column) => column.notNull().unique())
      .addColumn("amount", "integer", (column) => column.notNull())
      .addColumn("currency", "text", (column) => column.notNull())
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("provider_order_id", "text")
      .addColumn("payment_url", "text")
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("expires_at", timestampType, (column) => column.notNull())
      .addColumn("settled_at", timestampType)
      .execute();
    await db.schema.createIndex("online_payments_order_id").on("online_payments").column("order_id").execute();
    await db.schema.createIndex("online_payments_state").on("online_payments").columns(["state", "expires_at"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("online_payments").execute();
  },
};
