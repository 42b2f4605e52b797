// "Odwołaj i zablokuj": the trainer cancels a booking and blocks its mailbox
// from booking again. Both or neither: the block is written in the cancel's
// own transaction and only after the cancel went through, so a cancel that
// is refused (stale, already cancelled, already marked) or fails blocks
// nobody.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { BookingChange, ChangeOptions, ChangeOutcome } from "~/bookings";
import { changeWithin, inChangeTransaction } from "~/bookings/index.server";
import { blockEmail } from "~/clients/index.server";

/** changeBooking's cancel by the trainer, with the block of the booking's mailbox in the same transaction. */
export async function cancelAndBlock(
  db: Kysely<Database>,
  id: number,
  cancel: Extract<BookingChange, { kind: "cancel"; by: "trainer" }>,
  options: ChangeOptions & { now: Date },
): Promise<ChangeOutcome> {
  const outcome = await inChangeTransaction(db, async (trx) => {
    const cancelled = await changeWithin(trx, id, cancel, options);
    // The address is the locked row's, as it is now: not the one a page was rendered with.
    if (cancelled.ok && cancelled.booking.email) await blockEmail(trx, cancelled.booking.email, options.now);
    return cancelled;
  });
  // A cancel never claims a time, so it is never "taken"; the type allows it all the same.
  return outcome === "taken" ? { ok: false, reason: "taken" } : outcome;
}
