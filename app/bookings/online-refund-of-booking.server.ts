// Money a cancelled session took online goes back the way it came (issue
// 81): the terms promise that a session the trainer calls off, or the client
// cancels in time, costs nothing. Each provider's net payment is given back
// in the ledger and owed to the provider in the cancellation's transaction;
// the provider is asked once it commits (at once, and by the payment job
// every minute for anything left due).
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { recordEntry, type Sale } from "~/ledger/index.server";
import { oweRefund, refundStateOf } from "~/online-payments/index.server";
import { refundForTrainer } from "~/online-payments";

const ONLINE = ["przelewy24", "stripe"] as const;

/** A session's, or the package's ordered with it as its first session (paid online at booking as one). */
type BookedSale = { kind: "booking" | "package"; id: number };

const COLUMN = { booking: "booking_id", package: "package_id" } as const;

/** What a sale took online less what went back, per provider, in złoty (only those above 0). */
async function netOnline(trx: Transaction<Database>, paid: BookedSale): Promise<Map<(typeof ONLINE)[number], number>> {
  const entries = await trx
    .selectFrom("ledger_entries")
    .select(["kind", "method", "amount"])
    .where(COLUMN[paid.kind], "=", paid.id)
    .where("method", "in", [...ONLINE])
    .where("voided_at", "is", null)
    .execute();
  const net = new Map<(typeof ONLINE)[number], number>();
  for (const method of ONLINE) {
    const sum = entries
      .filter((entry) => entry.method === method)
      .reduce((sum, entry) => sum + (entry.kind === "payment" ? Number(entry.amount) : -Number(entry.amount)), 0);
    if (sum > 0) net.set(method, sum);
  }
  return net;
}

/** What went back online, in złoty (0: nothing was paid online): the session's money, or the package's it was ordered with (`paid`). */
export async function refundOnlinePayment(
  trx: Transaction<Database>,
  booking: Pick<Booking, "id" | "service_name">,
  now: Date,
  paid: BookedSale & { what?: string } = { kind: "booking", id: booking.id },
): Promise<number> {
  const sale: Sale = { kind: paid.kind, id: paid.id };
  let refunded = 0;
  for (const [method, net] of await netOnline(trx, paid)) {
    await recordEntry(trx, sale, { kind: "refund", method, amount: net, at: now, what: paid.what ?? booking.service_name, by: "system" });
    await oweRefund(trx, sale, net, now);
    refunded += net;
  }
  return refunded;
}

/** The deposit a session took online (less than its price), which a cancel too late by the client keeps; 0 when it took none or all of it. */
export async function onlineDepositOf(trx: Transaction<Database>, booking: Pick<Booking, "id" | "price">): Promise<number> {
  let taken = 0;
  for (const net of (await netOnline(trx, { kind: "booking", id: booking.id })).values()) taken += net;
  return taken < booking.price ? taken : 0;
}

/** What the trainer's toast adds after cancelling a session paid online: the refund asked, refused and what to do, or waiting; null when none. */
export async function refundToastOf(db: Kysely<Database>, bookingId: number): Promise<string | null> {
  const refund = await refundStateOf(db, { kind: "booking", id: bookingId });
  return refund && refundForTrainer({ ...refund, amount: refund.amount / 100, whose: "client" });
}

/** The latest refund of a session's (or its package's) money given back online, as the ledger has it (the mails say it), or null. */
export async function onlineRefundEntry(db: Kysely<Database>, sale: BookedSale): Promise<{ provider: (typeof ONLINE)[number]; amount: number } | null> {
  const refund = await db
    .selectFrom("ledger_entries")
    .select(["method", "amount"])
    .where(COLUMN[sale.kind], "=", sale.id)
    .where("kind", "=", "refund")
    .where("method", "in", [...ONLINE])
    .where("voided_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return refund && (refund.method === "przelewy24" || refund.method === "stripe") ? { provider: refund.method, amount: Number(refund.amount) } : null;
}
