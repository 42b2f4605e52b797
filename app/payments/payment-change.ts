// What one tap does to a payment, decided from the sale as it is once its row
// is locked: a payment is recorded only over "do zapłaty", so a double tap (or
// a second device) records one; "Cofnij opłacenie" only undoes a recorded one.
import type { PaymentOutcome } from "./payments.messages";
import { isOnlineMethod, type PaymentMethod, type PaymentState } from "./payment-state";

/** A tap: paid by a method with the amount typed (null: the amount due), or the payment undone. */
export type PaymentRequest = { method: PaymentMethod; amount: number | null } | { undo: true };

/** What the ledger gets: a payment by a method of an amount, the standing payment undone, or nothing. */
export type LedgerWrite = { record: { method: PaymentMethod; amount: number } } | { undo: true } | null;

export type PaymentChange = { outcome: PaymentOutcome; write: LedgerWrite };

export function paymentChange(state: PaymentState, request: PaymentRequest): PaymentChange {
  if ("undo" in request) {
    if (state.kind === "paid" && isOnlineMethod(state.method)) return { outcome: "paid-online", write: null };
    return state.kind === "paid" ? { outcome: "undone", write: { undo: true } } : { outcome: "already-unpaid", write: null };
  }
  if (state.kind === "paid") return { outcome: "already-paid", write: null };
  if (state.kind === "none") return { outcome: "nothing-to-pay", write: null };
  return { outcome: "paid", write: { record: { method: request.method, amount: request.amount ?? state.amount } } };
}
