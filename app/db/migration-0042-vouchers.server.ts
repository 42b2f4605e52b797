import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// Gift vouchers (issue 62): ordered on /bon-podarunkowy under a submission
// key (unique: a double tap orders one), paid when the trainer says so, then
// redeemed once (a conditional update on redeemed_at). Their messages name
// the voucher in the outbox, so that erasing it erases them. Never edited
// once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const vouchersMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    await db.schema
      .createTable("vouchers")
      .addColumn("id", "integer", id)
      .addColumn("code", "text", (column) => column.notNull().unique())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("title", "text", (column) => column.notNull())
      .addColumn("item_slug", "text")
      .addColumn("amount", "integer")
      .addColumn("price", "integer", (column) => column.notNull())
      .addColumn("valid_months", "integer", (column) => column.notNull())
      .addColumn("buyer_name", "text", (column) => column.notNull())
      .addColumn("buyer_email", "text", (column) => column.notNull())
      .addColumn("buyer_phone", "text", (column) => column.notNull())
      .addColumn("recipient_name", "text")
      .addColumn("dedication", "text")
      .addColumn("ordered_at", timestampType, (column) => column.notNull())
      .addColumn("paid_at", timestampType)
      .addColumn("valid_until", "text")
      .addColumn("redeemed_at", timestampType)
      .addColumn("redeemed_booking_id", "integer", (column) => column.references("bookings.id").onDelete("set null"))
      .addColumn("cancelled_at", timestampType)
      .addColumn("submission_key", "text", (column) => column.notNull().unique())
      .execute();
    await db.schema.createIndex("vouchers_ordered_at_index").on("vouchers").column("ordered_at").execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("voucher_id", "integer", (column) => column.references("vouchers.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("outbox_voucher_id_index").on("outbox").column("voucher_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("outbox_voucher_id_index").execute();
    await db.deleteFrom("outbox").where("voucher_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("voucher_id").execute();
    await db.schema.dropTable("vouchers").execute();
  },
};
