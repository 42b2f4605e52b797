// A gift voucher that paid for a session comes back when the session is
// cancelled (issue 79): the terms promise that a session called off costs
// nothing, so its code works again, for as long as it is valid. A package's
// voucher paid for the package, which a cancelled first session leaves as it
// is. Inside the cancellation's transaction; the voucher's row is the
// vouchers' table's, released here as the booking's cells are.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";

export async function releaseVoucherOf(trx: Transaction<Database>, bookingId: number): Promise<void> {
  await trx
    .updateTable("vouchers")
    .set({ redeemed_at: null, redeemed_booking_id: null })
    .where("redeemed_booking_id", "=", bookingId)
    .where("kind", "in", ["session", "amount"])
    .where("cancelled_at", "is", null)
    .execute();
}
