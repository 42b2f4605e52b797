// A time booked with payment online (issue 81) is the client's only once the
// money comes: until then the booking holds its cells (nobody else can take
// the time) and waits, its confirmations unsent. The provider's payment
// confirms it and sends them; a hold past its time limit is freed, quietly
// (the person gave up or never paid); money that comes for a freed hold goes
// back and both the client and the trainer are told. Each under the
// booking's row lock, so a payment and the freeing never both win.
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { openPaymentUrl } from "~/online-payments/index.server";
import { formatClock } from "~/scheduling";
import type { HoldOnPage } from "./payment-hold-notice";
import { timestamp } from "~/db/timestamp";
import { changeWithin } from "./booking-store.server";
import { lockBooking, retryingDeadlocks } from "./booking-locks.server";
import { notifyAboutBooking, notifyConfirmation } from "./booking-notifications.server";
import { refundOnlinePayment } from "./online-refund-of-booking.server";
import { withdrawUnpaidOrder } from "~/packages/index.server";
import { heldSaleOf, packageOrderedWith } from "./package-order.server";

/** The provider may finish a payment begun just before its limit: the time stays held this much longer. */
export const HOLD_GRACE_MS = 2 * 60_000;

/** What became of a held booking when its money came. */
export type HeldPaid = "confirmed" | "refunded" | "not-held";

/** The money for a booking came (settlePayment's booking payer, in its transaction); `paid`: the package it was ordered with, when that was what was paid. */
export async function settleHeldBooking(
  trx: Transaction<Database>,
  bookingId: number,
  now: Date,
  paid?: { kind: "package"; id: number; what: string },
): Promise<HeldPaid> {
  const booking = await lockBooking(trx, bookingId);
  if (!booking || booking.payment_held_until === null) return "not-held";
  if (booking.status === "confirmed") {
    const confirmed = await trx.updateTable("bookings").set({ payment_held_until: null }).where("id", "=", booking.id).returningAll().executeTakeFirstOrThrow();
    await notifyConfirmation(trx, confirmed, Date.parse(confirmed.starts_at), now);
    return "confirmed";
  }
  // Freed before the money came (the limit passed): it goes back, and both are told.
  if (booking.status !== "cancelled" || (await refundOnlinePayment(trx, booking, now, paid)) === 0) return "not-held";
  await notifyAboutBooking(trx, booking, ["booking_paid_late_visitor", "booking_paid_late_trainer"], now);
  return "refunded";
}

/** The money for a package ordered online came (settlePayment's package payer): its first session, held for it, is settled as above. */
export async function settleHeldPackage(trx: Transaction<Database>, packageId: number, now: Date): Promise<HeldPaid> {
  const pack = await trx.selectFrom("client_packages").select(["sale_key", "client_id", "name"]).where("id", "=", packageId).executeTakeFirst();
  if (!pack) return "not-held";
  const first = await trx
    .selectFrom("bookings")
    .select("id")
    .where("submission_key", "=", pack.sale_key)
    .where("client_id", "=", pack.client_id)
    .where("payment_held_until", "is not", null)
    .executeTakeFirst();
  return first ? settleHeldBooking(trx, first.id, now, { kind: "package", id: packageId, what: pack.name }) : "not-held";
}

/** Frees a held booking's time, quietly, and withdraws the package ordered with it (never paid, never confirmed), in the caller's transaction. */
export async function freeHoldWithin(trx: Transaction<Database>, bookingId: number, now: Date): Promise<boolean> {
  // The hold's column stays: a cancelled booking with a hold is one freed for want of payment.
  const outcome = await changeWithin(trx, bookingId, { kind: "cancel", by: "trainer", message: "" }, { now, quiet: true });
  if (!outcome.ok) return false;
  const ordered = await packageOrderedWith(trx, outcome.booking);
  if (ordered) await withdrawUnpaidOrder(trx, ordered.id, now);
  return true;
}

/** Frees every hold past its limit and the grace: its time is free again for anyone. How many it freed. */
export async function freeLapsedHolds(db: Kysely<Database>, now: Date): Promise<number> {
  const lapsedBefore = timestamp(new Date(now.getTime() - HOLD_GRACE_MS));
  const lapsed = await db
    .selectFrom("bookings")
    .select("id")
    .where("status", "=", "confirmed")
    .where("payment_held_until", "<", lapsedBefore)
    .orderBy("id")
    .execute();
  let freed = 0;
  for (const { id } of lapsed) {
    const done = await retryingDeadlocks(() =>
      db.transaction().execute(async (trx) => {
        // Read again under the lock: the payment may have confirmed it meanwhile.
        const booking = await lockBooking(trx, id);
        if (!booking || booking.status !== "confirmed" || booking.payment_held_until === null || booking.payment_held_until >= lapsedBefore) return false;
        return freeHoldWithin(trx, id, now);
      }),
    );
    if (done) freed += 1;
  }
  return freed;
}

/** Whether a booking still waits for its payment online (its time held for it; nothing may be recorded by hand meanwhile). */
export const awaitingPayment = (booking: { status: string; payment_held_until: string | null }) =>
  booking.status === "confirmed" && booking.payment_held_until !== null;

/** Whether a booking was freed for want of payment (its time went to the next person). */
export const freedUnpaid = (booking: { status: string; payment_held_until: string | null }) =>
  booking.status === "cancelled" && booking.payment_held_until !== null;

/** What the booking's page says of its hold (PaymentHoldNotice), or null: nothing held. */
export async function holdOnPage(db: Kysely<Database>, booking: Booking, now: Date): Promise<HoldOnPage | null> {
  if (booking.payment_held_until === null) return null;
  if (freedUnpaid(booking)) return { kind: "freed" };
  if (!awaitingPayment(booking)) return null;
  const { kind, id } = await heldSaleOf(db, booking);
  return { kind: "held", until: formatClock(booking.payment_held_until), payUrl: await openPaymentUrl(db, { kind, id }, now) };
}
