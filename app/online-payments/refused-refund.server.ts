// A refund the operator would not make (at once, or by its notification
// later) is the trainer's to pay by transfer: she is told by mail, in the
// transaction that records the refusal, with what it was for and why.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { OnlineRefundState } from "~/db/online-payment-tables";
import { notify } from "~/notifications/index.server";
import type { RefusedRefundFacts } from "./online-payments.messages";

/** Records the refund's new state; when it is a refusal, the trainer's mail with it. Only a refund still in `from` changes. */
export async function recordRefundState(
  trx: Transaction<Database>,
  refundId: number,
  change: { state: OnlineRefundState; reason: string | null; settledAt?: string },
  from: readonly OnlineRefundState[],
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable("online_refunds")
    .set({ state: change.state, reason: change.reason, ...(change.settledAt ? { settled_at: change.settledAt } : {}) })
    .where("id", "=", refundId)
    .where("state", "in", [...from])
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  if (change.state === "refused") await tellTrainer(trx, refundId, change.reason, now);
  return true;
}

async function tellTrainer(trx: Transaction<Database>, refundId: number, reason: string | null, now: Date): Promise<void> {
  const refund = await trx
    .selectFrom("online_refunds")
    .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
    .innerJoin("orders", "orders.id", "online_payments.order_id")
    .select(["online_refunds.amount", "online_payments.provider", "online_payments.order_id", "orders.document"])
    .where("online_refunds.id", "=", refundId)
    .executeTakeFirstOrThrow();
  const line = await trx
    .selectFrom("order_lines")
    .select(["booking_id", "voucher_id", "package_id", "what"])
    .where("order_id", "=", refund.order_id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // About the sale, so that erasing its person erases the mail too.
  const about =
    line.booking_id !== null
      ? { bookingId: line.booking_id }
      : line.voucher_id !== null
        ? { voucherId: line.voucher_id }
        : line.package_id !== null
          ? { packageId: line.package_id }
          : { none: true as const };
  const data: RefusedRefundFacts = { provider: refund.provider, amount: refund.amount / 100, reason, document: refund.document, what: line.what };
  await notify(trx, { kind: "refund_refused_trainer", recipient: "trainer", about, data, dueAt: now });
}
