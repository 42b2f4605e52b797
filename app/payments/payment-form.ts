// A payment tap as a form posts it: the intent ("pay", "unpay"), the method
// button pressed and the amount field, read leniently and refused when wrong.
import { isPaymentMethod, MAX_PAID_AMOUNT } from "./payment-state";
import type { PaymentRequest } from "./payment-change";

/** The fields a payment form posts besides `intent` and `id`. */
export const PAYMENT_FIELDS = ["method", "amount"] as const;

/** The intents of a booking's payment in the agenda's action. */
export const BOOKING_PAYMENT_INTENTS = { pay: "pay", unpay: "unpay" } as const;

/**
 * The request a post makes, or null when it is not one a form of the panel
 * sends (an unknown method, an amount that is not a whole number of zł from
 * 0 to 100 000). An empty amount means the amount due.
 */
export function paymentRequestOf(form: URLSearchParams, undo: boolean): PaymentRequest | null {
  if (undo) return { undo: true };
  const method = form.get("method");
  if (!isPaymentMethod(method)) return null;
  const typed = (form.get("amount") ?? "").replace(/\s|zł/g, "");
  if (typed === "") return { method, amount: null };
  if (!/^\d{1,6}$/.test(typed) || Number(typed) > MAX_PAID_AMOUNT) return null;
  return { method, amount: Number(typed) };
}
