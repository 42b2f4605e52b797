// Refunds of money a provider took: owed in the transaction that owes them
// (a voucher cancelled), then asked of the provider outside it under the
// refund's own key, each row claimed by one instance at a time, so that a
// double tap, a crash between the two or a second instance asks once. What
// the provider answers is kept: asked, refused with its reason, done when
// its notification says so.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { OnlineRefundState, PaymentProviderName } from "~/db/online-payment-tables";
import { dialectOf } from "~/db/sql-dialect.server";
import { timestamp } from "~/db/timestamp";
import { orderIdOfSale, type Sale } from "~/ledger/index.server";
import { REFUND_DESCRIPTION, REFUSED_LATER } from "./online-payments.messages";
import { recordRefundState } from "./refused-refund.server";
import { notificationUrl } from "./pay-order-online.server";
import type { PaymentProvider } from "./payment-provider";
import { configuredProvider } from "./configured-provider.server";

/** A claim older than this was its instance's last act (it stopped): the refund is asked again, under the same key. */
const CLAIM_LAPSE_MS = 5 * 60_000;

export type RefundOutcome = { key: string; state: OnlineRefundState; reason: string | null };

/** Owes back `amount` złoty of the sale's online payment, as far as it was paid online and not refunded: true when a refund goes online. */
export async function oweRefund(trx: Transaction<Database>, sale: Sale, amount: number, now: Date): Promise<boolean> {
  const orderId = await orderIdOfSale(trx, sale);
  if (orderId === undefined) return false;
  const paid = await trx.selectFrom("online_payments").select(["id", "amount"]).where("order_id", "=", orderId).where("state", "=", "paid").executeTakeFirst();
  if (!paid) return false;
  const refunded = await trx
    .selectFrom("online_refunds")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("amount"), eb.lit(0)).as("sum"))
    .where("payment_id", "=", paid.id)
    .where("state", "!=", "refused")
    .executeTakeFirstOrThrow();
  const owed = Math.min(Math.round(amount * 100), paid.amount - Number(refunded.sum));
  if (owed <= 0) return false;
  await trx
    .insertInto("online_refunds")
    .values({ payment_id: paid.id, key: randomUUID(), amount: owed, state: "due", created_at: timestamp(now) })
    .execute();
  return true;
}

/** Once the change that owed a refund committed: the configured provider asked at once (the minute's job asks again for anything left due). */
export async function askRefundsNow(db: Kysely<Database>, now: Date): Promise<void> {
  const provider = configuredProvider();
  if (provider) await askDueRefunds(db, provider, { now });
}

/** Asks the provider for every refund due (and every claim lapsed): what each came to; a provider away leaves it due. */
export async function askDueRefunds(
  db: Kysely<Database>,
  provider: PaymentProvider,
  { now, notifyUrl = notificationUrl(provider.name) }: { now: Date; notifyUrl?: string },
): Promise<RefundOutcome[]> {
  const due = await db
    .selectFrom("online_refunds")
    .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
    .select([
      "online_refunds.id",
      "online_refunds.key",
      "online_refunds.amount",
      "online_refunds.state",
      "online_payments.session_id",
      "online_payments.provider_order_id",
    ])
    .select("online_payments.amount as paid")
    .where("online_payments.provider", "=", provider.name)
    .where((eb) =>
      eb.or([
        eb("online_refunds.state", "=", "due"),
        eb.and([eb("online_refunds.state", "=", "asking"), eb("online_refunds.asked_at", "<", timestamp(new Date(now.getTime() - CLAIM_LAPSE_MS)))]),
      ]),
    )
    .orderBy("online_refunds.id")
    .execute();
  const outcomes: RefundOutcome[] = [];
  for (const refund of due) {
    const claim = await db
      .updateTable("online_refunds")
      .set({ state: "asking", asked_at: timestamp(now) })
      .where("id", "=", refund.id)
      .where("state", "=", refund.state)
      .executeTakeFirst();
    if (claim.numUpdatedRows === 0n) continue;
    const attempt = { sessionId: refund.session_id, providerOrderId: refund.provider_order_id, amount: refund.paid };
    const answer = await provider.refund(attempt, { key: refund.key, amount: refund.amount, description: REFUND_DESCRIPTION, notifyUrl }).catch(() => null);
    const state = answer === null ? "due" : answer.kind === "asked" ? "asked" : "refused";
    const reason = answer?.kind === "refused" ? answer.reason.slice(0, 500) : null;
    await db.transaction().execute((trx) => recordRefundState(trx, refund.id, { state, reason }, ["asking"], now));
    outcomes.push({ key: refund.key, state, reason });
  }
  return outcomes;
}

/** The provider's word on a refund it took: done, or refused after all. A refund settled already stays as it is. */
export async function settleRefund(db: Kysely<Database>, key: string, done: boolean, now: Date): Promise<boolean> {
  const refund = await db.selectFrom("online_refunds").select(["id", "reason"]).where("key", "=", key).executeTakeFirst();
  if (!refund) return false;
  const change = { state: done ? ("done" as const) : ("refused" as const), reason: done ? refund.reason : REFUSED_LATER, settledAt: timestamp(now) };
  return db.transaction().execute((trx) => recordRefundState(trx, refund.id, change, ["due", "asking", "asked"], now));
}

/**
 * A sale restored (a voucher cancelled by mistake): its refunds not yet asked
 * are withdrawn, true; false, withdrawing nothing, when one was asked of the
 * provider already (its money may be gone). Locks the refunds' rows, so an
 * instance claiming one waits and then finds it gone.
 */
export async function withdrawDueRefunds(trx: Transaction<Database>, sale: Sale): Promise<boolean> {
  const orderId = await orderIdOfSale(trx, sale);
  if (orderId === undefined) return true;
  let query = trx
    .selectFrom("online_refunds")
    .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
    .select(["online_refunds.id", "online_refunds.state"])
    .where("online_payments.order_id", "=", orderId);
  if (dialectOf(trx) === "postgres") query = query.forUpdate("online_refunds");
  const refunds = await query.execute();
  if (refunds.some((refund) => refund.state === "asking" || refund.state === "asked" || refund.state === "done")) return false;
  const due = refunds.filter((refund) => refund.state === "due").map((refund) => refund.id);
  if (due.length > 0) await trx.deleteFrom("online_refunds").where("id", "in", due).execute();
  return true;
}

/** The latest refund of the sale's online payment: its provider, where it stands and the provider's reason; null when none. */
export async function refundStateOf(
  db: Kysely<Database>,
  sale: Sale,
): Promise<{ provider: PaymentProviderName; state: OnlineRefundState; reason: string | null; amount: number } | null> {
  const orderId = await orderIdOfSale(db, sale);
  if (orderId === undefined) return null;
  const row = await db
    .selectFrom("online_refunds")
    .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
    .select(["online_payments.provider", "online_refunds.state", "online_refunds.reason", "online_refunds.amount"])
    .where("online_payments.order_id", "=", orderId)
    .orderBy("online_refunds.id", "desc")
    .executeTakeFirst();
  return row ?? null;
}
