// How long a voucher lasts and where it stands on a day: valid for its
// months from the Warsaw day of payment (a voucher paid on 31 January for one
// month lasts to 28 or 29 February, Temporal's end-of-month rule).
import { Temporal } from "temporal-polyfill";

/** "YYYY-MM-DD": the last day it may be used. */
export function validUntilOf(paidOn: Temporal.PlainDate, months: number): string {
  return paidOn.add({ months }).toString();
}

export type VoucherState = "ordered" | "paid" | "expiring" | "expired" | "redeemed" | "cancelled";

/** Expiring: paid, unused, and its last day within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

type Row = { paid_at: string | null; valid_until: string | null; redeemed_at: string | null; cancelled_at: string | null };

export function voucherState(voucher: Row, today: Temporal.PlainDate): VoucherState {
  if (voucher.cancelled_at) return "cancelled";
  if (voucher.redeemed_at) return "redeemed";
  if (!voucher.paid_at || !voucher.valid_until) return "ordered";
  const until = Temporal.PlainDate.from(voucher.valid_until);
  if (Temporal.PlainDate.compare(until, today) < 0) return "expired";
  return Temporal.PlainDate.compare(until, today.add({ days: EXPIRING_WITHIN_DAYS })) <= 0 ? "expiring" : "paid";
}
