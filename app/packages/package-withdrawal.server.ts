// The client's withdrawal from a package within the 14 days (art. 27 of the
// Consumer Rights Act), recorded by the trainer from the client's statement:
// under the package's row lock, read again, the package stops counting, its
// order keeps only what the sessions held at the client's request cost (art.
// 35), and the rest is refunded in the ledger by the way it came (art. 32):
// owed to the provider for money taken online (asked once this commits),
// given back to the gift voucher that paid, or for the trainer to hand back
// (cash, transfer, BLIK). The client is mailed the settlement. A second tap
// finds the package withdrawn and changes nothing.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { LedgerMethod } from "~/db/ledger-tables";
import { recordEntry, setLineAmount } from "~/ledger/index.server";
import { notify } from "~/notifications/index.server";
import { askRefundsNow, oweRefund } from "~/online-payments/index.server";
import { warsawDate } from "~/scheduling";
import { WITHDRAWAL_DAYS } from "~/terms";
import { addEvent, lockPackage, usedCount } from "./package-rows.server";
import { lastDayToWithdraw, statementDayProblem, withdrawalSettlement } from "./package-withdrawal";
import { withdrawalReason, withdrawnEvent } from "./package-withdrawal.messages";

type Paid = { method: LedgerMethod; amount: number; voucher: number | null };

export type WithdrawalOutcome =
  | { kind: "withdrawn"; name: string; due: number; used: number; refunds: Paid[]; mailed: boolean; bookedAhead: number; byDay: string }
  | { kind: "day"; problem: "before-sale" | "future" | "too-late"; lastDay: string; soldOn: string }
  | { kind: "already-removed" | "stale" | "not-found" };

const ONLINE: readonly LedgerMethod[] = ["przelewy24", "stripe"];

export async function recordWithdrawal(db: Kysely<Database>, id: number, version: number, statedOn: string, now: Date): Promise<WithdrawalOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<WithdrawalOutcome> => {
    const pack = await lockPackage(trx, id);
    if (!pack) return { kind: "not-found" };
    if (pack.removed_at) return { kind: "already-removed" };
    if (version !== pack.sequence) return { kind: "stale" };
    const problem = statementDayProblem(statedOn, pack.sold_on, warsawDate(now));
    if (problem) return { kind: "day", problem, lastDay: lastDayToWithdraw(pack.sold_on).toString(), soldOn: pack.sold_on };
    const used = await usedCount(trx, id);
    const { due, refunds } = withdrawalSettlement({
      price: pack.price,
      sessions: pack.sessions,
      used,
      earlyStartRequested: pack.early_start_requested_at !== null,
      paid: await paidFor(trx, id),
    });
    const sale = { kind: "package", id } as const;
    for (const refund of refunds) {
      const entry = { kind: "refund", method: refund.method, amount: refund.amount, at: now, what: pack.name, by: "trainer" } as const;
      await recordEntry(trx, sale, refund.voucher === null ? entry : { ...entry, voucher: refund.voucher });
      if (ONLINE.includes(refund.method)) await oweRefund(trx, sale, refund.amount, now);
    }
    await setLineAmount(trx, sale, due);
    const reason = withdrawalReason(statedOn);
    await trx
      .updateTable("client_packages")
      .set({ removed_at: timestamp(now), removed_reason: reason, sequence: pack.sequence + 1 })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, id, withdrawnEvent({ reason, due, used, refunds }), now);
    const client = await trx.selectFrom("clients").select("email").where("id", "=", pack.client_id).executeTakeFirst();
    if (client?.email) await notify(trx, { kind: "package_withdrawn_client", recipient: "client", about: { packageId: id }, dueAt: now });
    return {
      kind: "withdrawn",
      name: pack.name,
      due,
      used,
      refunds,
      mailed: Boolean(client?.email),
      bookedAhead: await bookedAhead(trx, pack, now),
      // What the trainer hands back herself is due within 14 days of receiving the statement (art. 32): recorded as it came.
      byDay: warsawDate(now).add({ days: WITHDRAWAL_DAYS }).toString(),
    };
  });
  if (outcome.kind === "withdrawn" && outcome.refunds.some((refund) => ONLINE.includes(refund.method))) await askRefundsNow(db, now);
  return outcome;
}

/** What came in for the package and was not given back, per way it came (a method, or the gift voucher that paid), oldest first. */
async function paidFor(trx: Transaction<Database>, packageId: number): Promise<Paid[]> {
  const entries = await trx
    .selectFrom("ledger_entries")
    .select(["kind", "method", "amount", "paid_with_voucher_id"])
    .where("package_id", "=", packageId)
    .where("voided_at", "is", null)
    .orderBy("id")
    .execute();
  const net = new Map<string, Paid>();
  for (const entry of entries) {
    const key = `${entry.method}:${entry.paid_with_voucher_id ?? ""}`;
    const paid = net.get(key) ?? { method: entry.method, amount: 0, voucher: entry.paid_with_voucher_id };
    paid.amount += entry.kind === "payment" ? Number(entry.amount) : -Number(entry.amount);
    net.set(key, paid);
  }
  return [...net.values()].filter((paid) => paid.amount > 0);
}

/** The client's sessions of the package's services still booked ahead: after the withdrawal they are paid as they come, not from it. */
async function bookedAhead(trx: Transaction<Database>, pack: { id: number; client_id: number }, now: Date): Promise<number> {
  const row = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("client_id", "=", pack.client_id)
    .where("service_slug", "in", trx.selectFrom("package_services").select("service_slug").where("package_id", "=", pack.id))
    .where("status", "=", "confirmed")
    .where("starts_at", ">", timestamp(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
