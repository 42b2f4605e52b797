import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// Per-device deliveries (issue 56): what became of a push message on each
// device, so a retry goes only to the devices that did not take it; erased
// with its outbox row and with its device. And no sign-in link's token at
// rest: the send step makes the link now, so the rows queued before lose
// theirs (a pending one gets a fresh link when it is sent). Never edited once
// shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const perDeviceDeliveriesMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("deliveries")
      .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
      .addColumn("outbox_id", "integer", (column) => column.notNull().references("outbox.id").onDelete("cascade"))
      .addColumn("device_id", "integer", (column) => column.notNull().references("push_subscriptions.id").onDelete("cascade"))
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull())
      .addColumn("last_error", "text")
      .addColumn("sent_at", timestampType)
      .addUniqueConstraint("deliveries_outbox_device", ["outbox_id", "device_id"])
      .execute();
    await db.schema.createIndex("deliveries_device_id_index").on("deliveries").column("device_id").execute();
    await db.updateTable("outbox").set({ data: null }).where("kind", "=", "client_sign_in_link").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("deliveries").execute();
  },
};
