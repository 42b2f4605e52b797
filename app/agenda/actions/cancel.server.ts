// "Odwołaj" (this session, or it and the series' later ones) and "Odwołaj i
// zablokuj" (the mailbox blocked in the cancel's own transaction).
import { changeBooking, refundToastOf } from "~/bookings/index.server";
import { versionFromForm } from "~/bookings";
import { cancelFollowing } from "~/series/index.server";
import { formatDate, warsawDate } from "~/scheduling";
import { cancelAndBlock } from "~/agenda/cancel-and-block.server";
import { CHANGE_REFUSALS, DEPOSIT_KEPT, NO_ADDRESS_TO_BLOCK, cancelled, cancelledAndBlocked, cancelledFollowing } from "~/agenda/agenda.messages";
import { trainerMessage, type BookingRequest } from "./agenda-request.server";

export async function cancel({ db, form, settings, now, booking }: BookingRequest): Promise<string> {
  const options = { now, expectedSequence: versionFromForm(form), noShowUsesSession: settings.noShowCountsAsSession };
  // The client cancelled too late by phone: a deposit paid online stays (the form offers it only then).
  const keepDeposit = form.get("keepDeposit") === "on";
  const change = { kind: "cancel", by: "trainer", message: trainerMessage(form), keepDeposit } as const;
  if (form.get("scope") === "following") {
    const outcome = await cancelFollowing(db, booking, change, options);
    if (!outcome.ok) return CHANGE_REFUSALS[outcome.reason];
    const from = formatDate(warsawDate(Date.parse(booking.starts_at)), false);
    return cancelledFollowing({ count: outcome.bookings.length, from, mailClient: Boolean(booking.mail_client) });
  }
  const outcome = await changeBooking(db, booking.id, change, options);
  if (!outcome.ok) return CHANGE_REFUSALS[outcome.reason];
  // Paid online: the refund asked of its provider once the cancel committed, and how it went.
  const refund = await refundToastOf(db, booking.id);
  const after = refund ?? (keepDeposit ? DEPOSIT_KEPT : null);
  return after ? `${cancelled(Boolean(booking.mail_client))} ${after}` : cancelled(Boolean(booking.mail_client));
}

export async function cancelBlock({ db, form, settings, now, booking }: BookingRequest): Promise<string> {
  // No address, nothing to block (an empty one would match every such client).
  if (!booking.email) return NO_ADDRESS_TO_BLOCK;
  const options = { now, expectedSequence: versionFromForm(form), noShowUsesSession: settings.noShowCountsAsSession };
  const outcome = await cancelAndBlock(db, booking.id, { kind: "cancel", by: "trainer", message: trainerMessage(form) }, options);
  return outcome.ok ? cancelledAndBlocked({ email: booking.email, mailClient: Boolean(booking.mail_client) }) : CHANGE_REFUSALS[outcome.reason];
}
