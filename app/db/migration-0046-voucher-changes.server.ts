import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// A gift voucher's changes in the panel (issue 79): cancelled (with the refund
// it owed), extended to a later day, restored; each kept with the trainer's
// reason, who made it and when, shown under the voucher as its history. They
// go with the voucher should it be deleted (an order never paid, erased).
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const voucherChangesMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    await db.schema
      .createTable("voucher_changes")
      .addColumn("id", "integer", id)
      .addColumn("voucher_id", "integer", (column) => column.notNull().references("vouchers.id").onDelete("cascade"))
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("reason", "text", (column) => column.notNull())
      .addColumn("at", timestampType, (column) => column.notNull())
      .addColumn("changed_by", "text", (column) => column.notNull())
      .addColumn("valid_until", "text")
      .addColumn("refund", "integer")
      .execute();
    await db.schema.createIndex("voucher_changes_voucher_id").on("voucher_changes").column("voucher_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("voucher_changes").execute();
  },
};
