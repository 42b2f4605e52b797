// What each voucher would owe its buyer if cancelled now, read from the
// ledger: its payment (how much, and by what method the refund goes back)
// and, for an amount's voucher, its uses that count.
import type { Kysely } from "kysely";
import type { Database, Voucher } from "~/db/database.server";
import type { LedgerMethod } from "~/db/ledger-tables";
import { salePayments } from "~/ledger/index.server";
import { netPaid, type EntryFacts } from "~/ledger";
import { refundOwed } from "./voucher-refund";

export type VoucherRefund = { owed: number; method: LedgerMethod | null; paid: boolean };

/** Each voucher's refund owed; `uses`: the amount vouchers' uses (voucherUses), read by the caller. */
export async function refundsOwed(
  db: Kysely<Database>,
  vouchers: readonly Pick<Voucher, "id" | "kind" | "redeemed_at">[],
  uses: ReadonlyMap<number, EntryFacts[]>,
): Promise<Map<number, VoucherRefund>> {
  const payments = await salePayments(
    db,
    "voucher",
    vouchers.map((voucher) => voucher.id),
  );
  return new Map(
    vouchers.map((voucher) => {
      const payment = payments.get(voucher.id) ?? null;
      const used = voucher.kind === "amount" ? netPaid(uses.get(voucher.id) ?? []) : 0;
      const owed = refundOwed({ kind: voucher.kind, redeemed: voucher.redeemed_at !== null }, payment?.amount ?? 0, used);
      return [voucher.id, { owed, method: payment?.method ?? null, paid: payment !== null }];
    }),
  );
}

/**
 * The voucher as a page showed it: a change's form carries it, and the change
 * is refused when the locked row no longer matches (another tab changed it,
 * paid it, used it since).
 */
export const voucherStamp = (voucher: Pick<Voucher, "paid_at" | "valid_until" | "redeemed_at" | "cancelled_at">, owed: number) =>
  [voucher.paid_at, voucher.valid_until, voucher.redeemed_at, voucher.cancelled_at, owed].map((part) => part ?? "").join("|");
