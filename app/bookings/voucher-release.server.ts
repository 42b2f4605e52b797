// A gift voucher that paid for a session gets back what it paid when the
// session is cancelled (issue 79): the terms promise that a session called
// off costs nothing. Each use is given back in the ledger (an amount's
// voucher has that much more left), and a voucher used up by it works again,
// for as long as it is valid. A package's voucher paid for the package,
// which a cancelled first session leaves as it is. Inside the cancellation's
// transaction; the voucher's used mark is released here as the booking's
// cells are.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { returnVoucherUses } from "~/ledger/index.server";

export async function releaseVoucherOf(trx: Transaction<Database>, bookingId: number, now: Date): Promise<void> {
  const returned = await returnVoucherUses(trx, bookingId, now);
  await trx
    .updateTable("vouchers")
    .set({ redeemed_at: null, redeemed_booking_id: null })
    .where((eb) => eb.or([eb("redeemed_booking_id", "=", bookingId), ...(returned.length > 0 ? [eb("id", "in", returned)] : [])]))
    .where("kind", "in", ["session", "amount"])
    .where("cancelled_at", "is", null)
    .execute();
}
