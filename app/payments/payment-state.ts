// A booking's or a package sale's payment state, from its row and the
// payment the ledger holds for it: nothing to pay (from a package, a gift
// voucher, free, cancelled), due with its amount, or paid by a method. Pure,
// so that the panel and the tests read it the same way.
import type { LedgerMethod, PaymentMethod } from "~/db/ledger-tables";
import type { SalePayment } from "~/ledger";

export type { LedgerMethod, PaymentMethod };

/** The methods in the order the buttons show them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["cash", "transfer", "blik"];

/** How money came in: by hand, or through an online provider. */
export type MoneyMethod = Exclude<LedgerMethod, "voucher">;

/** The month's rows of money: the methods by hand, then the providers'. */
export const MONEY_METHODS: readonly MoneyMethod[] = [...PAYMENT_METHODS, "przelewy24", "stripe"];

export const isPaymentMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

/** Why a booking has nothing to pay. */
export type NothingToPay = "package" | "voucher" | "free" | "cancelled";

/** Whether money came through an online provider (issue 81): recorded by the provider, undone only by a refund. */
export const isOnlineMethod = (method: LedgerMethod | null): method is "przelewy24" | "stripe" => method === "przelewy24" || method === "stripe";

export type PaymentState =
  | { kind: "none"; why: NothingToPay }
  /** `deposit`: part paid online at booking, the rest (`amount`) due at the session. */
  | { kind: "due"; amount: number; deposit?: { method: LedgerMethod; amount: number } }
  /** `method` and `amount` are null for a package marked paid before they were recorded. */
  | { kind: "paid"; method: LedgerMethod | null; amount: number | null; at: string | null };

/** Paid, or, for a deposit taken online for less than the price, the rest still due. */
function paid(payment: SalePayment, price: number): PaymentState {
  if (isOnlineMethod(payment.method) && payment.amount !== null && payment.amount < price) {
    return { kind: "due", amount: price - payment.amount, deposit: { method: payment.method, amount: payment.amount } };
  }
  return { kind: "paid", ...payment };
}

/**
 * A booking's state. A payment recorded stays shown (a cancelled session
 * paid in advance is the trainer's to refund); otherwise a cancelled one, a
 * free one and one paid from a package (`fromPackage`) owe nothing. A gift
 * voucher's session is stored at the price left to pay: at 0, the voucher
 * (`byVoucher`: one names the booking as redeemed by it) paid it, and it is
 * no free session.
 */
export function bookingPayment(
  row: { status: string; price: number },
  payment: SalePayment | null | undefined,
  fromPackage: boolean,
  byVoucher = false,
): PaymentState {
  if (payment) return row.status === "cancelled" ? { kind: "paid", ...payment } : paid(payment, row.price);
  if (row.status === "cancelled") return { kind: "none", why: "cancelled" };
  if (row.price === 0) return { kind: "none", why: byVoucher ? "voucher" : "free" };
  if (fromPackage) return { kind: "none", why: "package" };
  return { kind: "due", amount: row.price };
}

/** A package sale's state. */
export function packagePayment(row: { price: number }, payment: SalePayment | null | undefined): PaymentState {
  return payment ? paid(payment, row.price) : { kind: "due", amount: row.price };
}

/** The amount a payment form offers: the price until the trainer types another. */
export const MAX_PAID_AMOUNT = 100_000;
