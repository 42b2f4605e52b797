// Which bookings were paid before their session: by a package's session (a
// use recorded) or by a gift voucher (its row names the booking as redeemed
// by it), read for a page's bookings in one query. The vouchers' table is
// app/db's; payments reads it as it reads package uses, since vouchers
// import payments.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export type PrepaidBookings = { fromPackage: Set<number>; byVoucher: Set<number> };

export async function prepaidBookings(db: Kysely<Database>, bookingIds: readonly number[]): Promise<PrepaidBookings> {
  if (!bookingIds.length) return { fromPackage: new Set(), byVoucher: new Set() };
  const ids = [...new Set(bookingIds)];
  const rows = await db
    .selectFrom("package_uses")
    .select(["booking_id", sql<string>`'package'`.as("paid_by")])
    .where("booking_id", "in", ids)
    .unionAll(
      db
        .selectFrom("vouchers")
        .select([sql<number>`redeemed_booking_id`.as("booking_id"), sql<string>`'voucher'`.as("paid_by")])
        .where("redeemed_booking_id", "in", ids),
    )
    .execute();
  const of = (paidBy: string) => new Set(rows.filter((row) => row.paid_by === paidBy).map((row) => Number(row.booking_id)));
  return { fromPackage: of("package"), byVoucher: of("voucher") };
}
