// The ledger (migration 0045), apart from database.server.ts for length: every
// payment and refund, against the sale it is for.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** How money came or went: in the trainer's hand, to her account, by BLIK. */
export type PaymentMethod = "cash" | "transfer" | "blik";

/** How a sale was paid: money, or a gift voucher sold before (its money entered at its own sale). */
export type LedgerMethod = PaymentMethod | "voucher";

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
  /** The sale's document number ("T-123" a session, "P-45" a package, "B-7" a voucher), kept after an erasure. */
  document: string;
  recorded_by: LedgerAuthor;
  /** When "Cofnij opłacenie" undid it (a tap by mistake): kept, counted nowhere. */
  voided_at: Timestamp | null;
}
