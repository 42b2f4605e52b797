import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Whether an amount's voucher may pay a seat at a group session too (issue
// 79), as the trainer allowed when it was sold: kept on the voucher, as
// pays_packages is (0047), so a later change of the offer does not change
// what a voucher already sold pays. Vouchers sold before pay no seat, as
// they were sold. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const voucherPaysSeatsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("vouchers")
      .addColumn("pays_seats", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("vouchers").dropColumn("pays_seats").execute();
  },
};
