// A month's vouchers for /admin/platnosci, in one query: ordered, paid (the
// money that came in for them), redeemed, and those whose validity ends in it
// still unused.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { monthAsked, monthBounds } from "~/payments/index.server";

export type VoucherMonth = {
  ordered: { count: number; amount: number };
  paid: { count: number; amount: number };
  redeemed: number;
  /** Paid, unused, and their last day in the month. */
  expiring: number;
};

/** `asked`: the payments page's month ("2026-11"), else the current one. */
export async function voucherMonth(db: Kysely<Database>, asked: string | null, now: Date): Promise<VoucherMonth> {
  const { from, to, firstDay, nextFirstDay } = monthBounds(monthAsked(asked, now));
  const within = (column: "ordered_at" | "paid_at" | "redeemed_at", row: Record<typeof column, string | null>) => {
    const at = row[column];
    return at !== null && at >= from && at < to;
  };
  const rows = await db
    .selectFrom("vouchers")
    .select(["price", "ordered_at", "paid_at", "redeemed_at", "valid_until", "cancelled_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("ordered_at", ">=", from), eb("ordered_at", "<", to)]),
        eb.and([eb("paid_at", ">=", from), eb("paid_at", "<", to)]),
        eb.and([eb("redeemed_at", ">=", from), eb("redeemed_at", "<", to)]),
        eb.and([eb("valid_until", ">=", firstDay), eb("valid_until", "<", nextFirstDay)]),
      ]),
    )
    .execute();
  const sum = (list: typeof rows) => ({ count: list.length, amount: list.reduce((total, row) => total + row.price, 0) });
  return {
    ordered: sum(rows.filter((row) => within("ordered_at", row))),
    paid: sum(rows.filter((row) => within("paid_at", row))),
    redeemed: rows.filter((row) => within("redeemed_at", row)).length,
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
