// Payments through a provider (migration 0057), apart from database.server.ts for length.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** Who moves the money of an online payment. */
export type PaymentProviderName = "przelewy24" | "stripe";

/**
 * `pending` until the provider says: `paid` (verified, in the ledger),
 * `failed` (refused), `expired` (its time limit passed without money).
 */
export type OnlinePaymentState = "pending" | "paid" | "failed" | "expired";

/** One attempt to pay an order through a provider. */
export interface OnlinePaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: PaymentProviderName;
  /** The site's id of the attempt, given to the provider (its notifications name it). */
  session_id: string;
  /** In grosze. */
  amount: number;
  currency: "PLN";
  state: OnlinePaymentState;
  /** The provider's id of the transaction, once it says it (Przelewy24's orderId when paid, Stripe's Checkout Session at once). */
  provider_order_id: string | null;
  /** Where the person pays (the provider's page). */
  payment_url: string | null;
  created_at: Timestamp;
  /** The provider's time limit: the order's time is held until then. */
  expires_at: Timestamp;
  settled_at: Timestamp | null;
}

/**
 * `due` until asked of the provider (`asking` while one instance asks),
 * then `asked` (the provider took it), `done` (its notification says the
 * money went back) or `refused` (with the provider's reason).
 */
export type OnlineRefundState = "due" | "asking" | "asked" | "done" | "refused";

/** A refund of an online payment, asked of the provider that took the money. */
export interface OnlineRefundTable {
  id: Generated<number>;
  payment_id: number;
  /** The refund's own key at the provider (Przelewy24's requestId and refundsUuid, Stripe's idempotency key): a UUID. */
  key: string;
  /** In grosze. */
  amount: number;
  state: OnlineRefundState;
  /** The provider's reason for a refusal. */
  reason: string | null;
  created_at: Timestamp;
  asked_at: Timestamp | null;
  settled_at: Timestamp | null;
}
