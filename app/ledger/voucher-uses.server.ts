// A gift voucher's value as the ledger holds it (issue 79): each use is a
// payment of method "voucher" against the session it paid, taken from the
// voucher (`paid_with_voucher_id`); a use given back (the session cancelled)
// is a refund of the same amount to it. What is left of an amount's voucher
// is its amount less its uses that count.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { recordEntry } from "./ledger-store.server";

/** How much of each voucher its uses that count have taken, in zł (absent: none). */
export async function voucherUsed(db: Kysely<Database>, voucherIds: readonly number[]): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (voucherIds.length === 0) return used;
  const rows = await db
    .selectFrom("ledger_entries")
    .select(["paid_with_voucher_id", "kind", "amount"])
    .where("paid_with_voucher_id", "in", [...new Set(voucherIds)])
    .where("method", "=", "voucher")
    .where("voided_at", "is", null)
    .execute();
  for (const row of rows) {
    const id = row.paid_with_voucher_id!;
    used.set(id, (used.get(id) ?? 0) + (row.kind === "payment" ? Number(row.amount) : -Number(row.amount)));
  }
  return used;
}

/** A session paid (in part) by the voucher: `amount` taken from it, inside the booking's transaction. */
export async function recordVoucherUse(
  trx: Transaction<Database>,
  use: { voucherId: number; bookingId: number; amount: number; what: string },
  now: Date,
): Promise<void> {
  const entry = { kind: "payment", method: "voucher", amount: use.amount, at: now, what: use.what, by: "system", voucher: use.voucherId } as const;
  await recordEntry(trx, { kind: "booking", id: use.bookingId }, entry);
}

/** The session cancelled: each voucher use of it given back to its voucher, inside the cancellation's transaction; the vouchers given to. */
export async function returnVoucherUses(trx: Transaction<Database>, bookingId: number, now: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom("ledger_entries")
    .select(["paid_with_voucher_id", "kind", "amount", "what"])
    .where("booking_id", "=", bookingId)
    .where("method", "=", "voucher")
    .where("paid_with_voucher_id", "is not", null)
    .where("voided_at", "is", null)
    .execute();
  const taken = new Map<number, { amount: number; what: string }>();
  for (const row of rows) {
    const id = row.paid_with_voucher_id!;
    const net = (taken.get(id)?.amount ?? 0) + (row.kind === "payment" ? Number(row.amount) : -Number(row.amount));
    taken.set(id, { amount: net, what: row.what });
  }
  const returned = [...taken].filter(([, use]) => use.amount > 0);
  for (const [voucherId, use] of returned) {
    const entry = { kind: "refund", method: "voucher", amount: use.amount, at: now, what: use.what, by: "system", voucher: voucherId } as const;
    await recordEntry(trx, { kind: "booking", id: bookingId }, entry);
  }
  return returned.map(([voucherId]) => voucherId);
}
