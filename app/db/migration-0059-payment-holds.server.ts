import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// A time booked with payment online is held for the provider's time limit
// (issue 81): the booking holds its cells as any other, and this column says
// until when it waits for the money. Null: not waiting (paid, or paid later
// at the session). Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const paymentHoldsMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("bookings").addColumn("payment_held_until", timestampType).execute();
    // Holds still waiting are found by status first: the freed ones keep their column and pile up over the years.
    await db.schema.createIndex("bookings_payment_held_until").on("bookings").columns(["status", "payment_held_until"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("bookings_payment_held_until").execute();
    await db.schema.alterTable("bookings").dropColumn("payment_held_until").execute();
  },
};
