// "Gotówka", "Przelew", "BLIK" on an unpaid booking, and "Cofnij opłacenie":
// the booking's row locked and its payment read again inside the
// transaction, so a double tap (or a second device) records one payment.
import { awaitingPayment, lockBooking } from "~/bookings/index.server";
import { AMOUNT_PROBLEM, applyPayment, PAYMENT_TOASTS, paymentChange, paymentRequestOf, type PaymentOutcome } from "~/payments/index.server";
import { salePayment } from "~/ledger/index.server";
import { bookingPayment } from "~/payments";
import type { BookingRequest } from "./agenda-request.server";

async function changePayment({ db, booking, form, now }: BookingRequest, undo: boolean): Promise<string> {
  const request = paymentRequestOf(form, undo);
  if (!request) return AMOUNT_PROBLEM;
  const outcome = await db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const row = await lockBooking(trx, booking.id);
    if (!row) return "not-found";
    // Held for its payment online (issue 81): the provider's money is on its way; a tap would take it twice.
    if (awaitingPayment(row)) return "paid-online";
    const used = await trx.selectFrom("package_uses").select("booking_id").where("booking_id", "=", row.id).executeTakeFirst();
    const sale = { kind: "booking", id: row.id } as const;
    const change = paymentChange(bookingPayment(row, await salePayment(trx, sale), used !== undefined), request);
    await applyPayment(trx, sale, change.write, row.service_name, now);
    return change.outcome;
  });
  return PAYMENT_TOASTS[outcome];
}

export const pay = (request: BookingRequest) => changePayment(request, false);
export const unpay = (request: BookingRequest) => changePayment(request, true);
