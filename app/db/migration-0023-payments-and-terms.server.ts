import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// Money and the contract (issue 44): each booking and package sale keeps how
// and when it was paid; a booking keeps the cancellation window it was made
// under (a later change of the setting applies to new bookings only); a
// package ordered online keeps that it was, and when the client asked to
// start before the 14 days for withdrawal end. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const paymentsAndTermsMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    for (const table of ["bookings", "client_packages"]) {
      await db.schema.alterTable(table).addColumn("payment_method", "text").execute();
      await db.schema.alterTable(table).addColumn("paid_amount", "integer").execute();
      await db.schema.alterTable(table).addColumn("paid_at", timestampType).execute();
    }
    await db.schema.alterTable("bookings").addColumn("cancel_cutoff_hours", "integer").execute();
    await db.schema
      .alterTable("client_packages")
      .addColumn("origin", "text", (column) => column.notNull().defaultTo("trainer"))
      .execute();
    await db.schema.alterTable("client_packages").addColumn("early_start_requested_at", timestampType).execute();
    // The unpaid list and the month's summary read by these.
    await db.schema.createIndex("bookings_paid_at").on("bookings").column("paid_at").execute();
    await db.schema.createIndex("client_packages_paid_at").on("client_packages").column("paid_at").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("client_packages_paid_at").execute();
    await db.schema.dropIndex("bookings_paid_at").execute();
    await db.schema.alterTable("client_packages").dropColumn("early_start_requested_at").execute();
    await db.schema.alterTable("client_packages").dropColumn("origin").execute();
    await db.schema.alterTable("bookings").dropColumn("cancel_cutoff_hours").execute();
    for (const table of ["client_packages", "bookings"]) {
      await db.schema.alterTable(table).dropColumn("paid_at").execute();
      await db.schema.alterTable(table).dropColumn("paid_amount").execute();
      await db.schema.alterTable(table).dropColumn("payment_method").execute();
    }
  },
};
