// The attempts to pay an order online (online_payments, migration 0057): one
// opened before the person is sent to the provider, found again by the session
// id the provider's notifications name, locked while it is settled.
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { OnlinePaymentTable, PaymentProviderName } from "~/db/online-payment-tables";
import { dialectOf } from "~/db/sql-dialect.server";
import { timestamp } from "~/db/timestamp";
import { orderIdOfSale, type Sale } from "~/ledger/index.server";

export type OnlinePayment = Selectable<OnlinePaymentTable>;

/** A new attempt for the order, pending until the provider says; `amount` in grosze. */
export async function openPayment(
  db: Kysely<Database>,
  attempt: { orderId: number; provider: PaymentProviderName; amount: number; minutes: number },
  now: Date,
): Promise<OnlinePayment> {
  return db
    .insertInto("online_payments")
    .values({
      order_id: attempt.orderId,
      provider: attempt.provider,
      session_id: randomUUID(),
      amount: attempt.amount,
      currency: "PLN",
      state: "pending",
      created_at: timestamp(now),
      expires_at: timestamp(new Date(now.getTime() + attempt.minutes * 60_000)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The provider's page for the attempt once registered, and its id when it gave one. */
export async function setPaymentUrl(db: Kysely<Database>, id: number, registered: { paymentUrl: string; providerOrderId: string | null }): Promise<void> {
  await db
    .updateTable("online_payments")
    .set({ payment_url: registered.paymentUrl, provider_order_id: registered.providerOrderId })
    .where("id", "=", id)
    .execute();
}

export const paymentOfSession = (db: Kysely<Database>, sessionId: string): Promise<OnlinePayment | undefined> =>
  db.selectFrom("online_payments").selectAll().where("session_id", "=", sessionId).executeTakeFirst();

/**
 * Locks the attempt's row for the rest of the transaction and reads it as
 * committed now; on SQLite the first statement is a write, so the
 * transaction holds the write lock from there on (as lockBooking does).
 */
export async function lockPayment(trx: Transaction<Database>, sessionId: string): Promise<OnlinePayment | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("online_payments").selectAll().where("session_id", "=", sessionId).forUpdate().executeTakeFirst();
  return trx
    .updateTable("online_payments")
    .set({ state: (eb) => eb.ref("state") })
    .where("session_id", "=", sessionId)
    .returningAll()
    .executeTakeFirst();
}

/** Attempts still pending that were opened before `before`: the ones a notification may have missed. */
export const pendingPayments = (db: Kysely<Database>, provider: PaymentProviderName, before: Date): Promise<OnlinePayment[]> =>
  db
    .selectFrom("online_payments")
    .selectAll()
    .where("provider", "=", provider)
    .where("state", "=", "pending")
    .where("created_at", "<=", timestamp(before))
    .orderBy("id")
    .execute();

/** A pending attempt ended with no money, failed or expired; one settled already stays as it is. */
export async function endPayment(db: Kysely<Database>, sessionId: string, state: "failed" | "expired", now: Date): Promise<boolean> {
  const result = await db
    .updateTable("online_payments")
    .set({ state, settled_at: timestamp(now) })
    .where("session_id", "=", sessionId)
    .where("state", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An online payment as a confirmation records it: who took it, its id there, the amount (grosze), when settled. */
export type OnlineRecord = {
  state: OnlinePaymentTable["state"];
  amount: number;
  providerOrderId: string | null;
  provider: PaymentProviderName;
  settledAt: string | null;
};

/** The latest online attempt for the sale's order: its state, amount (grosze) and the provider's id; null when it was never paid online. */
export async function onlinePaymentOf(db: Kysely<Database>, sale: Sale): Promise<OnlineRecord | null> {
  const orderId = await orderIdOfSale(db, sale);
  if (orderId === undefined) return null;
  const row = await db
    .selectFrom("online_payments")
    .select(["state", "amount", "provider_order_id", "provider", "settled_at"])
    .where("order_id", "=", orderId)
    .orderBy(sql`case when state = 'paid' then 0 else 1 end`)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { state: row.state, amount: row.amount, providerOrderId: row.provider_order_id, provider: row.provider, settledAt: row.settled_at } : null;
}

/** The provider's page of the order's attempt still open (not expired), or null. */
export async function openAttemptUrl(db: Kysely<Database>, orderId: number, now: Date): Promise<string | null> {
  const open = await db
    .selectFrom("online_payments")
    .select("payment_url")
    .where("order_id", "=", orderId)
    .where("state", "=", "pending")
    .where("payment_url", "is not", null)
    .where("expires_at", ">", timestamp(now))
    .executeTakeFirst();
  return open?.payment_url ?? null;
}

/** The provider's page of the sale's payment still open (a booking's page offers it again), or null. */
export async function openPaymentUrl(db: Kysely<Database>, sale: Sale, now: Date): Promise<string | null> {
  const orderId = await orderIdOfSale(db, sale);
  return orderId === undefined ? null : openAttemptUrl(db, orderId, now);
}
