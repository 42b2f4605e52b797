import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Whether an amount's voucher may pay a package too, besides a session (issue
// 79), as the trainer allowed when it was sold: kept on the voucher, so a
// later change of the offer does not change what a voucher already sold
// pays. Vouchers sold before pay sessions only, as they were sold. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const voucherPaysMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("vouchers")
      .addColumn("pays_packages", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("vouchers").dropColumn("pays_packages").execute();
  },
};
