// A month's vouchers for /admin/platnosci, in two queries: ordered, paid (the
// money the ledger entered for them), used (the ledger's uses in the month, less
// what cancelled sessions gave back), used up, and those whose validity ends
// in it still unused.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { monthAsked, monthBounds } from "~/payments/index.server";
import { signedAmount } from "~/ledger";

export type VoucherMonth = {
  ordered: { count: number; amount: number };
  paid: { count: number; amount: number };
  redeemed: number;
  /** Sessions and packages paid by vouchers in the month, and how much they took (less what was given back). */
  used: { count: number; amount: number };
  /** Paid, unused, and their last day in the month. */
  expiring: number;
};

/** `asked`: the payments page's month ("2026-11"), else the current one. */
export async function voucherMonth(db: Kysely<Database>, asked: string | null, now: Date): Promise<VoucherMonth> {
  const { from, to, firstDay, nextFirstDay } = monthBounds(monthAsked(asked, now));
  const within = (column: "ordered_at" | "redeemed_at", row: Record<typeof column, string | null>) => {
    const at = row[column];
    return at !== null && at >= from && at < to;
  };
  const entriesOf = db
    .selectFrom("ledger_entries")
    .select(["kind", "method", "amount", "voucher_id"])
    .where((eb) => eb.or([eb("method", "=", "voucher"), eb("voucher_id", "is not", null)]))
    .where("voided_at", "is", null)
    .where("at", ">=", from)
    .where("at", "<", to)
    .execute();
  const rowsOf = db
    .selectFrom("vouchers")
    .select(["price", "ordered_at", "paid_at", "redeemed_at", "valid_until", "cancelled_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("ordered_at", ">=", from), eb("ordered_at", "<", to)]),
        eb.and([eb("redeemed_at", ">=", from), eb("redeemed_at", "<", to)]),
        eb.and([eb("valid_until", ">=", firstDay), eb("valid_until", "<", nextFirstDay)]),
      ]),
    )
    .execute();
  const [rows, entries] = await Promise.all([rowsOf, entriesOf]);
  const uses = entries.filter((entry) => entry.method === "voucher");
  // The money that came in for vouchers, as the ledger has it: its payments in the month.
  const sales = entries.filter((entry) => entry.voucher_id !== null && entry.kind === "payment");
  const sum = (list: typeof rows) => ({ count: list.length, amount: list.reduce((total, row) => total + row.price, 0) });
  return {
    ordered: sum(rows.filter((row) => within("ordered_at", row))),
    paid: { count: new Set(sales.map((sale) => sale.voucher_id)).size, amount: sales.reduce((total, sale) => total + Number(sale.amount), 0) },
    redeemed: rows.filter((row) => within("redeemed_at", row)).length,
    used: {
      count: uses.filter((use) => use.kind === "payment").length,
      amount: uses.reduce((total, use) => total + signedAmount({ kind: use.kind, amount: Number(use.amount) }), 0),
    },
    expiring: rows.filter(
      (row) =>
        row.paid_at !== null &&
        row.redeemed_at === null &&
        row.cancelled_at === null &&
        row.valid_until !== null &&
        row.valid_until >= firstDay &&
        row.valid_until < nextFirstDay,
    ).length,
  };
}
