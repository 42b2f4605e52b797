// Gift vouchers (migration 0042), apart from database.server.ts for length.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** What a voucher pays for: a session of a booking service, a package of the price list, or an amount in złoty. */
export type VoucherKind = "session" | "package" | "amount";

/** One voucher ordered on /bon-podarunkowy: paid, then redeemed once. */
export interface VoucherTable {
  id: Generated<number>;
  /** "BON-7K4M-Q2XZ": unambiguous letters and digits, made with crypto; unique. */
  code: string;
  kind: VoucherKind;
  /** The definition's title as ordered ("Bon na trening personalny"). */
  title: string;
  /** The booking service (session) or price-list item (package) it is for; null for an amount. */
  item_slug: string | null;
  /** The amount in złoty it pays (an amount voucher), null otherwise. */
  amount: number | null;
  /** An amount's voucher may pay a package too (1), as the offer allowed when it was sold (migration 0047). */
  pays_packages: Generated<number>;
  /** An amount's voucher may pay a seat at a group session too (1), as the offer allowed when it was sold (migration 0049). */
  pays_seats: Generated<number>;
  /** What the buyer pays, in złoty. */
  price: number;
  /** Months it is valid, counted from payment. */
  valid_months: number;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string;
  recipient_name: string | null;
  dedication: string | null;
  ordered_at: Timestamp;
  paid_at: Timestamp | null;
  /** The last Warsaw day it may be used, "YYYY-MM-DD", set at payment. */
  valid_until: string | null;
  redeemed_at: Timestamp | null;
  redeemed_booking_id: number | null;
  cancelled_at: Timestamp | null;
  /** The order form's key: a double tap or a retry orders nothing twice. */
  submission_key: string;
}

/** What the trainer did to a voucher in the panel (migration 0046). */
export type VoucherChangeKind = "cancelled" | "extended" | "restored";

/** One change of a voucher, kept with its reason, who and when: the voucher's history. */
export interface VoucherChangeTable {
  id: Generated<number>;
  voucher_id: number;
  kind: VoucherChangeKind;
  /** The trainer's reason, as typed ("kupujący odstąpił od umowy w ciągu 14 dni"). */
  reason: string;
  at: Timestamp;
  /** Who made it: the trainer (the panel has one person). */
  changed_by: "trainer";
  /** An extension's new last day, "YYYY-MM-DD"; null otherwise. */
  valid_until: string | null;
  /** A cancellation's refund owed, in złoty (0 when nothing was); null otherwise. */
  refund: number | null;
}
