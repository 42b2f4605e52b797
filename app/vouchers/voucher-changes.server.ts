// A voucher's changes in the panel (issue 79): cancelled, its code refused at
// once and the refund owed (what the buyer paid less what was used) entered
// in the ledger as given back by the method it was paid by; extended to a
// later day, the buyer mailed the PDF with its new date; restored, its refund undone. Each in one transaction that locks
// the voucher's row and reads it again: a change the page did not see (a
// second tab's, a use meanwhile) is refused, so two tabs never cancel twice
// nor restore what changed. Each change kept with its reason, who and when.
import type { Kysely, Transaction } from "kysely";
import { Temporal } from "temporal-polyfill";
import { timestamp, type Database, type Voucher } from "~/db/database.server";
import type { VoucherChangeKind } from "~/db/voucher-tables";
import { recordEntry, setLineAmount, voidRefunds, voucherUses } from "~/ledger/index.server";
import { notify } from "~/notifications/index.server";
import { oweRefund, withdrawDueRefunds } from "~/online-payments/index.server";
import { warsawDate } from "~/scheduling";
import type { ChangeOutcomeFacts } from "./voucher-changes.messages";
import { earliestExtension } from "./voucher-refund";
import { refundsOwed, voucherStamp, type VoucherRefund } from "./voucher-refund.server";
import { lockVoucher } from "./voucher-store.server";

export type VoucherChange = { kind: "cancel"; reason: string } | { kind: "extend"; reason: string; until: string } | { kind: "restore"; reason: string };

/** What happened; `too-early` when the new date is not after today and the present validity (`earliest`: the first day it may be). */
export type ChangeOutcome = ChangeOutcomeFacts | { kind: "too-early"; earliest: string };

/** Changes the voucher `id` as the page that showed it as `seen` (voucherStamp) asks. */
export async function changeVoucher(db: Kysely<Database>, id: number, seen: string, change: VoucherChange, now: Date): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const voucher = await lockVoucher(trx, id);
    if (!voucher) return { kind: "not-found" };
    const refund = (await refundsOwed(trx, [voucher], await voucherUses(trx, [voucher.id]))).get(voucher.id)!;
    const unchanged = voucherStamp(voucher, refund.owed) === seen;
    // A double tap: the second finds the first's change made, and gets its answer again.
    const repeated = unchanged ? null : await repeatedAnswer(trx, voucher, change, refund);
    if (repeated) return repeated;
    const refused = refusalOf(voucher, change, unchanged);
    if (refused) return { kind: refused };
    if (!unchanged) return { kind: "changed" };
    if (change.kind === "extend") {
      const earliest = earliestExtension(voucher.valid_until!, warsawDate(now));
      if (Temporal.PlainDate.compare(Temporal.PlainDate.from(change.until), Temporal.PlainDate.from(earliest)) < 0) return { kind: "too-early", earliest };
    }
    return apply(trx, voucher, change, refund, now);
  });
}

/** A change the voucher's present state refuses: a second tap finds it made (`unchanged`: as the page saw it), or it makes no sense now. */
function refusalOf(voucher: Voucher, change: VoucherChange, unchanged: boolean) {
  if (change.kind === "cancel" && voucher.cancelled_at) return "already-cancelled" as const;
  if (change.kind === "restore" && !voucher.cancelled_at) return "not-cancelled" as const;
  if (change.kind === "extend") {
    if (!unchanged && !voucher.cancelled_at && voucher.valid_until === change.until) return "already-extended" as const;
    if (voucher.cancelled_at || voucher.redeemed_at || !voucher.paid_at || !voucher.valid_until) return "not-extendable" as const;
  }
  return null;
}

const DONE = { cancel: "cancelled", extend: "extended", restore: "restored" } as const;

const extended = (voucher: Voucher, until: string) =>
  ({ kind: "extended", code: voucher.code, validUntil: until, mailed: voucher.buyer_email !== "" }) as const;

/** The answer the voucher's latest change gave, when it is this very change (same kind, reason and date); else null. */
async function repeatedAnswer(trx: Transaction<Database>, voucher: Voucher, change: VoucherChange, refund: VoucherRefund): Promise<ChangeOutcome | null> {
  const last = await trx
    .selectFrom("voucher_changes")
    .select(["kind", "reason", "valid_until", "refund"])
    .where("voucher_id", "=", voucher.id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last || last.kind !== DONE[change.kind] || last.reason !== change.reason) return null;
  if (change.kind === "extend") return last.valid_until === change.until ? extended(voucher, change.until) : null;
  if (change.kind === "cancel") return { kind: "cancelled", code: voucher.code, refund: last.refund ?? 0, method: refund.method };
  return { kind: "restored", code: voucher.code };
}

async function apply(trx: Transaction<Database>, voucher: Voucher, change: VoucherChange, refund: VoucherRefund, now: Date): Promise<ChangeOutcome> {
  const sale = { kind: "voucher", id: voucher.id } as const;
  const at = timestamp(now);
  switch (change.kind) {
    case "cancel":
      await trx.updateTable("vouchers").set({ cancelled_at: at }).where("id", "=", voucher.id).execute();
      if (refund.owed > 0 && refund.method) {
        await recordEntry(trx, sale, { kind: "refund", method: refund.method, amount: refund.owed, at: now, what: voucher.title, by: "trainer" });
      }
      // What stays sold: what was paid less the refund (nothing for a voucher never paid).
      await setLineAmount(trx, sale, refund.paid ? Math.max(0, voucher.price - refund.owed) : 0);
      await keep(trx, voucher.id, "cancelled", change.reason, now, { refund: refund.owed });
      // Paid online: the provider gives it back, asked once this commits (changeVoucherByForm).
      if (refund.owed > 0 && (refund.method === "przelewy24" || refund.method === "stripe")) await oweRefund(trx, sale, refund.owed, now);
      return { kind: "cancelled", code: voucher.code, refund: refund.owed, method: refund.method };
    case "extend":
      await trx.updateTable("vouchers").set({ valid_until: change.until }).where("id", "=", voucher.id).execute();
      await keep(trx, voucher.id, "extended", change.reason, now, { validUntil: change.until });
      // The printed voucher states its last day: the buyer gets it again with the new one (none sold at the desk without an e-mail).
      if (voucher.buyer_email) {
        await notify(trx, { kind: "voucher_extended_client", recipient: "client", about: { voucherId: voucher.id }, dueAt: now, channels: ["email"] });
      }
      return extended(voucher, change.until);
    case "restore":
      // Its money given back online already: the voucher stays cancelled.
      if (!(await withdrawDueRefunds(trx, sale))) return { kind: "refunded-online" };
      await trx.updateTable("vouchers").set({ cancelled_at: null }).where("id", "=", voucher.id).execute();
      await voidRefunds(trx, sale, now);
      await setLineAmount(trx, sale, voucher.price);
      await keep(trx, voucher.id, "restored", change.reason, now, {});
      return { kind: "restored", code: voucher.code };
  }
}

/** The change in the voucher's history, with its reason, who (the trainer: the panel's one person) and when. */
async function keep(
  trx: Transaction<Database>,
  voucherId: number,
  kind: VoucherChangeKind,
  reason: string,
  now: Date,
  facts: { validUntil?: string; refund?: number },
): Promise<void> {
  await trx
    .insertInto("voucher_changes")
    .values({
      voucher_id: voucherId,
      kind,
      reason,
      at: timestamp(now),
      changed_by: "trainer",
      valid_until: facts.validUntil ?? null,
      refund: facts.refund ?? null,
    })
    .execute();
}

/** Each voucher's history, oldest first, in one query. */
export async function voucherHistories(db: Kysely<Database>, voucherIds: readonly number[]) {
  if (voucherIds.length === 0) return [];
  return db
    .selectFrom("voucher_changes")
    .select(["voucher_id", "kind", "reason", "at", "valid_until", "refund"])
    .where("voucher_id", "in", [...new Set(voucherIds)])
    .orderBy("at")
    .orderBy("id")
    .execute();
}
