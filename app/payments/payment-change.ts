// What one tap does to a payment, decided from the row as it is once locked:
// a payment is recorded only over "do zapłaty", so a double tap (or a second
// device) records one; "Cofnij opłacenie" only undoes a recorded one.
import { timestamp } from "~/db/timestamp";
import type { PaymentOutcome } from "./payments.messages";
import type { PaymentMethod, PaymentState } from "./payment-state";

/** A tap: paid by a method with the amount typed (null: the amount due), or the payment undone. */
export type PaymentRequest = { method: PaymentMethod; amount: number | null } | { undo: true };

/** The columns a tap writes (`paid` for a package's older column). */
export type PaymentColumns = { payment_method: PaymentMethod | null; paid_amount: number | null; paid_at: string | null };

export type PaymentChange = { outcome: PaymentOutcome; set: PaymentColumns | null };

export function paymentChange(state: PaymentState, request: PaymentRequest, now: Date): PaymentChange {
  if ("undo" in request) {
    return state.kind === "paid"
      ? { outcome: "undone", set: { payment_method: null, paid_amount: null, paid_at: null } }
      : { outcome: "already-unpaid", set: null };
  }
  if (state.kind === "paid") return { outcome: "already-paid", set: null };
  if (state.kind === "none") return { outcome: "nothing-to-pay", set: null };
  return { outcome: "paid", set: { payment_method: request.method, paid_amount: request.amount ?? state.amount, paid_at: timestamp(now) } };
}
