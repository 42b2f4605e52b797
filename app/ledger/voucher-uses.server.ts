// A gift voucher's value as the ledger holds it (issue 79): each use is a
// payment of method "voucher" against the session it paid, taken from the
// voucher (`paid_with_voucher_id`); a use given back (the session cancelled)
// is a refund of the same amount to it. What is left of an amount's voucher
// is its amount less its uses that count.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { netPaid, type EntryFacts } from "./ledger";
import { recordEntry, type Sale } from "./ledger-store.server";
import { restateLine } from "./orders.server";

/** Each voucher's uses that count: a session it paid (a payment), one given back (a refund). */
export async function voucherUses(db: Kysely<Database>, voucherIds: readonly number[]): Promise<Map<number, EntryFacts[]>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("ledger_entries")
    .select(["paid_with_voucher_id", "kind", "method", "amount", "at", "voided_at"])
    .where("paid_with_voucher_id", "in", [...new Set(voucherIds)])
    .where("method", "=", "voucher")
    .where("voided_at", "is", null)
    .execute();
  return byVoucher(rows);
}

type UseRow = {
  paid_with_voucher_id: number | null;
  kind: EntryFacts["kind"];
  method: EntryFacts["method"];
  amount: number;
  at: string;
  voided_at: string | null;
};

function byVoucher(rows: readonly UseRow[]): Map<number, EntryFacts[]> {
  const uses = new Map<number, EntryFacts[]>();
  for (const row of rows) {
    const use: EntryFacts = { kind: row.kind, method: row.method, amount: Number(row.amount), at: row.at, voidedAt: row.voided_at };
    uses.set(row.paid_with_voucher_id!, [...(uses.get(row.paid_with_voucher_id!) ?? []), use]);
  }
  return uses;
}

/** A session or a package paid (in part) by the voucher: `amount` taken from it, inside the sale's transaction. */
export async function recordVoucherUse(
  trx: Transaction<Database>,
  use: { voucherId: number; sale: Sale; amount: number; what: string },
  now: Date,
): Promise<void> {
  const entry = { kind: "payment", method: "voucher", amount: use.amount, at: now, what: use.what, by: "system", voucher: use.voucherId } as const;
  await recordEntry(trx, use.sale, entry);
  // The row keeps the price left after the voucher: the line owes the whole price, the voucher's part paid.
  if (use.sale.kind !== "voucher") await restateLine(trx, { kind: use.sale.kind, id: use.sale.id }, "owed");
}

/** The session cancelled: each voucher use of it given back to its voucher, inside the cancellation's transaction; the vouchers given to. */
export async function returnVoucherUses(trx: Transaction<Database>, bookingId: number, now: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom("ledger_entries")
    .select(["paid_with_voucher_id", "kind", "method", "amount", "at", "voided_at", "what"])
    .where("booking_id", "=", bookingId)
    .where("method", "=", "voucher")
    .where("paid_with_voucher_id", "is not", null)
    .where("voided_at", "is", null)
    .execute();
  const what = rows[0]?.what ?? "";
  const returned = [...byVoucher(rows)].map(([voucherId, uses]) => ({ voucherId, amount: netPaid(uses) })).filter((use) => use.amount > 0);
  for (const use of returned) {
    const entry = { kind: "refund", method: "voucher", amount: use.amount, at: now, what, by: "system", voucher: use.voucherId } as const;
    await recordEntry(trx, { kind: "booking", id: bookingId }, entry);
  }
  return returned.map((use) => use.voucherId);
}
