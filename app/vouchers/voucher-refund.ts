// What a cancelled voucher owes its buyer, and the days it may be extended
// to: pure, so the panel's "Do zwrotu" and the cancellation's ledger entry
// are the same sum.
import { Temporal } from "temporal-polyfill";
import type { VoucherKind } from "~/db/voucher-tables";

/**
 * The refund a voucher owes when cancelled: what the buyer paid for it less
 * what was used of it. An amount's voucher has used what its sessions took
 * (its uses that count); a session's or a package's voucher, once used, owes
 * nothing, and unused owes all it cost. Never below 0.
 */
export function refundOwed(voucher: { kind: VoucherKind; redeemed: boolean }, paid: number, used: number): number {
  if (paid <= 0) return 0;
  if (voucher.kind !== "amount") return voucher.redeemed ? 0 : paid;
  return Math.max(0, paid - Math.max(0, used));
}

/** The first day a voucher may be extended to, "YYYY-MM-DD": after today and after the day it is valid until. */
export function earliestExtension(validUntil: string, today: Temporal.PlainDate): string {
  const until = Temporal.PlainDate.from(validUntil);
  return (Temporal.PlainDate.compare(until, today) > 0 ? until : today).add({ days: 1 }).toString();
}
