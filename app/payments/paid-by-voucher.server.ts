// Which bookings a gift voucher paid for: those a voucher's row names as
// redeemed by them, read for a page's bookings in one query. The vouchers'
// table is app/db's; payments reads it as it reads package uses, since
// vouchers import payments.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export async function bookingsPaidByVoucher(db: Kysely<Database>, bookingIds: readonly number[]): Promise<Set<number>> {
  if (!bookingIds.length) return new Set();
  const rows = await db
    .selectFrom("vouchers")
    .select("redeemed_booking_id")
    .where("redeemed_booking_id", "in", [...new Set(bookingIds)])
    .execute();
  return new Set(rows.flatMap((row) => (row.redeemed_booking_id === null ? [] : [row.redeemed_booking_id])));
}
