// The ledger (migrations 0045, 0052), apart from database.server.ts for length:
// the orders people agreed to pay, their lines, and every payment and refund
// against them.
import type { Generated } from "kysely";
import type { PaymentProviderName } from "~/db/online-payment-tables";
import type { Timestamp } from "~/db/timestamp";

/** How money came or went: in the trainer's hand, to her account, by BLIK. */
export type PaymentMethod = "cash" | "transfer" | "blik";

/** How a sale was paid: money by hand or through a provider, or a gift voucher sold before (its money entered at its own sale). */
export type LedgerMethod = PaymentMethod | "voucher" | PaymentProviderName;

/** Who wrote an entry: the trainer's tap, or the site itself (a sale paid at once, a move of the old columns). */
export type LedgerAuthor = "trainer" | "system";

/**
 * One entry: money received for a sale (`payment`) or given back (`refund`).
 * Exactly one of booking_id, package_id, voucher_id names the sale; it is set
 * to null should the sale be erased, and the entry stays in the books with
 * what it was for (`what`).
 */
export interface LedgerEntryTable {
  id: Generated<number>;
  kind: "payment" | "refund";
  method: LedgerMethod;
  /** In złoty, above 0. */
  amount: number;
  at: Timestamp;
  booking_id: number | null;
  package_id: number | null;
  voucher_id: number | null;
  /** The gift voucher an entry of method "voucher" took from (a payment) or gave back to (a refund). */
  paid_with_voucher_id: number | null;
  /** The service, package or voucher as sold ("Trening personalny"): the books read it after an erasure. */
  what: string;
  /** The order's document number ("T-123" a session, "P-45" a package, "B-7" a voucher: its first sale's), kept after an erasure. */
  document: string;
  recorded_by: LedgerAuthor;
  /** When "Cofnij opłacenie" undid it (a tap by mistake): kept, counted nowhere. */
  voided_at: Timestamp | null;
  /** The order of the sale it is for; kept when the sale is erased. */
  order_id: number | null;
}

/**
 * What one person agreed to pay for at once (migration 0052): a session, a
 * package, a voucher, or a weekly join's seats, one line each. Kept in the
 * books when its sales and the client's card are erased.
 */
export interface OrderTable {
  id: Generated<number>;
  /** The order's document number for the books: its first sale's ("T-123", "P-45", "B-7"). */
  document: string;
  client_id: number | null;
  created_at: Timestamp;
}

/** One sale of an order: exactly one of booking_id, package_id, voucher_id names it (null once it is erased). */
export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  booking_id: number | null;
  package_id: number | null;
  voucher_id: number | null;
  /** The service, package or voucher as sold. */
  what: string;
  /** What is owed for it now, in złoty: its price, 0 once cancelled or paid from a package, less a withdrawn voucher's refund. */
  amount: number;
}
