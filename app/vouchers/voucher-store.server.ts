// A voucher's order and payment, each in one transaction with its messages:
// the order is stored once per submission key (a double tap or a retry finds
// the first), its code drawn again in the unlikely case it is taken; "Opłacony"
// locks the row, re-reads it and changes it only once.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database, type Voucher } from "~/db/database.server";
import { dialectOf, isUniqueViolation, writeLockFirst } from "~/db/sql-dialect.server";
import { notify } from "~/notifications/index.server";
import { warsawDate } from "~/scheduling";
import { newVoucherCode } from "./voucher-code.server";
import type { VoucherOnSale } from "./voucher-offers";
import { validUntilOf } from "./voucher-validity";
import { orderSale, recordEntry } from "~/ledger/index.server";
import type { PaymentProviderName } from "~/db/online-payment-tables";
import { isPaymentMethod, type MoneyMethod } from "~/payments";

export type VoucherOrder = {
  voucher: VoucherOnSale;
  /** email "": sold in person to a buyer with no e-mail, who is handed the printed voucher and terms. */
  buyer: { name: string; email: string; phone: string };
  recipientName: string | null;
  dedication: string | null;
  submissionKey: string;
};

/** Draws a new code this many times when one is taken (31⁸ codes: a second draw is already unlikely). */
const CODE_TRIES = 5;

/** The voucher's row with a fresh code, ordered now and not yet paid; its id. */
export async function insertVoucher(trx: Transaction<Database>, order: VoucherOrder, now: Date): Promise<number> {
  const { voucher, buyer } = order;
  const row = await trx
    .insertInto("vouchers")
    .values({
      code: newVoucherCode(),
      kind: voucher.kind,
      title: voucher.title,
      item_slug: voucher.itemSlug,
      amount: voucher.amount,
      price: voucher.price,
      valid_months: voucher.validMonths,
      pays_packages: voucher.paysPackages ? 1 : 0,
      pays_seats: voucher.paysSeats ? 1 : 0,
      buyer_name: buyer.name,
      buyer_email: buyer.email,
      buyer_phone: buyer.phone,
      recipient_name: order.recipientName,
      dedication: order.dedication,
      ordered_at: timestamp(now),
      submission_key: order.submissionKey,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await orderSale(trx, { sale: { kind: "voucher", id: row.id }, what: voucher.title, amount: voucher.price }, { clientId: null }, now);
  return row.id;
}

/**
 * The voucher `write` stores in one transaction: its id, or the one its
 * submission key already made; `write` runs again when the code it drew is taken.
 */
export async function storeVoucherOnce(db: Kysely<Database>, submissionKey: string, write: (trx: Transaction<Database>) => Promise<number>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(write);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const earlier = await db.selectFrom("vouchers").select("id").where("submission_key", "=", submissionKey).executeTakeFirst();
      if (earlier) return earlier.id;
      if (attempt >= CODE_TRIES) throw error;
    }
  }
}

/** The site's order: its voucher id, a new one or the one its submission key already made; the buyer and the trainer told. */
export function orderVoucher(db: Kysely<Database>, order: VoucherOrder, now: Date): Promise<number> {
  return storeVoucherOnce(db, order.submissionKey, async (trx) => {
    const id = await insertVoucher(trx, order, now);
    await notify(
      trx,
      { kind: "voucher_ordered_client", recipient: "client", about: { voucherId: id }, dueAt: now, channels: ["email"] },
      { kind: "voucher_ordered_trainer", recipient: "trainer", about: { voucherId: id }, dueAt: now },
    );
    return id;
  });
}

/** Locks the voucher's row for the rest of the transaction and reads it as committed now. */
export async function lockVoucher(trx: Transaction<Database>, id: number): Promise<Voucher | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("vouchers").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  await writeLockFirst(trx);
  return trx.selectFrom("vouchers").selectAll().where("id", "=", id).executeTakeFirst();
}

export type PaidOutcome = { kind: "paid"; validUntil: string } | { kind: "already-paid"; validUntil: string } | { kind: "not-found" } | { kind: "cancelled" };

/** "Opłacony": paid now, valid for its months from today, and its PDF mailed to the buyer; a second tap changes nothing. */
export async function markVoucherPaid(db: Kysely<Database>, id: number, now: Date): Promise<PaidOutcome> {
  return db.transaction().execute(async (trx) => {
    const voucher = await lockVoucher(trx, id);
    if (!voucher) return { kind: "not-found" };
    if (voucher.paid_at && voucher.valid_until) return { kind: "already-paid", validUntil: voucher.valid_until };
    if (voucher.cancelled_at) return { kind: "cancelled" };
    // The trainer's tap says the money came: by transfer or BLIK as the voucher's page asks, entered as a transfer.
    // A buyer with no e-mail is handed the printed voucher: nothing to mail.
    return { kind: "paid", validUntil: await payVoucher(trx, voucher, "transfer", now, voucher.buyer_email ? "voucher_paid_client" : null) };
  });
}

/**
 * Paid now, valid for its months from today, and the buyer mailed `tell`: its PDF ("voucher_paid_client"), or the
 * contract's confirmation with it for a sale paid at once ("voucher_sold_client"), or nothing (null); the day it is valid until.
 */
export async function payVoucher(
  trx: Transaction<Database>,
  { id, title, price, valid_months: validMonths }: Pick<Voucher, "id" | "title" | "price" | "valid_months">,
  method: MoneyMethod,
  now: Date,
  tell: "voucher_paid_client" | "voucher_sold_client" | null = "voucher_paid_client",
): Promise<string> {
  const validUntil = validUntilOf(warsawDate(now), validMonths);
  const by = isPaymentMethod(method) ? "trainer" : "system";
  await recordEntry(trx, { kind: "voucher", id }, { kind: "payment", method, amount: price, at: now, what: title, by });
  await trx
    .updateTable("vouchers")
    .set({ paid_at: timestamp(now), valid_until: validUntil })
    .where("id", "=", id)
    .execute();
  if (tell) await notify(trx, { kind: tell, recipient: "client", about: { voucherId: id }, dueAt: now, channels: ["email"] });
  return validUntil;
}

/** A voucher's money come online (settlePayment's VoucherPayer): paid and its PDF mailed, unless paid or cancelled already. */
export async function payVoucherOnline(trx: Transaction<Database>, id: number, provider: PaymentProviderName, now: Date): Promise<boolean> {
  const voucher = await lockVoucher(trx, id);
  if (!voucher || voucher.paid_at || voucher.cancelled_at) return false;
  await payVoucher(trx, voucher, provider, now, voucher.buyer_email ? "voucher_paid_client" : null);
  return true;
}
