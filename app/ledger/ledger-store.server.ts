// Where entries are written and read: a payment or a refund against a sale
// (a booking, a package, a voucher) and its order, inside the caller's
// transaction, which has locked the sale's row; and the payment each of a page's sales shows,
// read in one query.
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { LedgerAuthor, LedgerMethod } from "~/db/ledger-tables";
import { timestamp } from "~/db/timestamp";
import { standingPayment, type EntryFacts, type EntryKind, type SalePayment } from "./ledger";
import { orderOfSale, SALE_COLUMN as COLUMN, type Sale, type SaleKind } from "./orders.server";

export type { Sale, SaleKind };

/** `voucher`: the gift voucher an entry of method "voucher" takes from or gives back to. */
export type NewEntry = { kind: EntryKind; method: LedgerMethod; amount: number; at: Date; what: string; by: LedgerAuthor; voucher?: number };

/** An entry against the sale's order (the document number the books show is the order's). */
export async function recordEntry(trx: Transaction<Database>, sale: Sale, entry: NewEntry): Promise<void> {
  const order = await orderOfSale(trx, sale, entry.at);
  await trx
    .insertInto("ledger_entries")
    .values({
      kind: entry.kind,
      method: entry.method,
      amount: entry.amount,
      at: timestamp(entry.at),
      booking_id: sale.kind === "booking" ? sale.id : null,
      package_id: sale.kind === "package" ? sale.id : null,
      voucher_id: sale.kind === "voucher" ? sale.id : null,
      paid_with_voucher_id: entry.voucher ?? null,
      what: entry.what,
      document: order.document,
      order_id: order.id,
      recorded_by: entry.by,
    })
    .execute();
}

/** "Cofnij opłacenie": the sale's payments that count are kept, marked undone. */
export const voidPayments = (trx: Transaction<Database>, sale: Sale, now: Date) => voidEntries(trx, sale, "payment", now);

/** A refund undone (a cancelled voucher restored): the sale's refunds that count are kept, marked undone. */
export const voidRefunds = (trx: Transaction<Database>, sale: Sale, now: Date) => voidEntries(trx, sale, "refund", now);

/** The sale's entries of this kind that count, kept and marked undone: counted nowhere from now on. */
async function voidEntries(trx: Transaction<Database>, sale: Sale, kind: EntryKind, now: Date): Promise<void> {
  await trx
    .updateTable("ledger_entries")
    .set({ voided_at: timestamp(now) })
    .where(COLUMN[sale.kind], "=", sale.id)
    .where("kind", "=", kind)
    .where("voided_at", "is", null)
    // A gift voucher's use stays: undoing the money of a session it paid in part must not put its value back on the voucher.
    .where("paid_with_voucher_id", "is", null)
    // Money a provider took is never undone by a tap: it goes back by a refund through that provider.
    .where("method", "not in", ["przelewy24", "stripe"])
    .execute();
}

/** The payment each sale of `ids` shows (those without one are absent), in one query. */
export async function salePayments(db: Kysely<Database>, kind: SaleKind, ids: readonly number[]): Promise<Map<number, SalePayment>> {
  const payments = new Map<number, SalePayment>();
  if (ids.length === 0) return payments;
  const column = COLUMN[kind];
  const rows = await db
    .selectFrom("ledger_entries")
    .select([column, "kind", "method", "amount", "at", "voided_at"])
    .where(column, "in", [...new Set(ids)])
    .where("kind", "=", "payment")
    .where("voided_at", "is", null)
    // A gift voucher's part is off the sale's price already: what it shows paid is the rest.
    .where("paid_with_voucher_id", "is", null)
    .execute();
  const bySale = new Map<number, EntryFacts[]>();
  for (const row of rows) {
    const entries = bySale.get(row[column]!) ?? [];
    entries.push({ kind: row.kind, method: row.method, amount: row.amount, at: row.at, voidedAt: row.voided_at });
    bySale.set(row[column]!, entries);
  }
  for (const [id, entries] of bySale) payments.set(id, standingPayment(entries)!);
  return payments;
}

/** One sale's payment (a locked row's, read inside its transaction). */
export async function salePayment(db: Kysely<Database>, sale: Sale): Promise<SalePayment | null> {
  return (await salePayments(db, sale.kind, [sale.id])).get(sale.id) ?? null;
}

/** A package's standing payment as three columns of the query that reads it (paid_method, paid_amount, paid_at): no query of its own. */
export function packagePaymentColumns(eb: ExpressionBuilder<Database, "client_packages">) {
  const latest = () =>
    eb
      .selectFrom("ledger_entries")
      .whereRef("ledger_entries.package_id", "=", "client_packages.id")
      .where("ledger_entries.kind", "=", "payment")
      .where("ledger_entries.voided_at", "is", null)
      .where("ledger_entries.paid_with_voucher_id", "is", null)
      .orderBy("ledger_entries.at", "desc")
      .orderBy("ledger_entries.id", "desc")
      .limit(1);
  return [
    latest().select("ledger_entries.method").as("paid_method"),
    latest().select("ledger_entries.amount").as("paid_amount"),
    latest().select("ledger_entries.at").as("paid_at"),
  ] as const;
}

/** The payment of a row read with packagePaymentColumns, or null. */
export const paymentOfColumns = (row: { paid_method: LedgerMethod | null; paid_amount: number | null; paid_at: string | null }): SalePayment | null =>
  row.paid_method !== null && row.paid_amount !== null && row.paid_at !== null
    ? { method: row.paid_method, amount: Number(row.paid_amount), at: row.paid_at }
    : null;

/** A query's condition: the sale whose id is in the column `ref` (such as "bookings.id") has a payment that counts. */
export const hasPayment = (kind: SaleKind, ref: string) =>
  sql<boolean>`exists (select 1 from ledger_entries where ledger_entries.${sql.ref(COLUMN[kind])} = ${sql.ref(ref)} and ledger_entries.kind = 'payment' and ledger_entries.voided_at is null and ledger_entries.paid_with_voucher_id is null)`;
