// Orders (issue 79): what one person agreed to pay for at once, a line per
// sale (a session, a package, a voucher, a weekly join's seats), each line
// owing what the sale costs now. Every sale opens its order or adds its line
// here, inside the transaction that writes the sale; each ledger entry goes
// against its sale's order; an order's balance is its lines less its entries.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { timestamp } from "~/db/timestamp";
import { balanceOf, type EntryFacts } from "./ledger";

/** What a sale is, as the ledger names it. */
export type SaleKind = "booking" | "package" | "voucher";

export type Sale = { kind: SaleKind; id: number };

export const SALE_COLUMN = { booking: "booking_id", package: "package_id", voucher: "voucher_id" } as const;

const SALE_TABLE = { booking: "bookings", package: "client_packages", voucher: "vouchers" } as const;

const DOCUMENT_PREFIX = { booking: "T", package: "P", voucher: "B" } as const;

/** An order's document number for the books, its first sale's: "T-123" a session, "P-45" a package, "B-7" a voucher. */
const documentOf = (sale: Sale) => `${DOCUMENT_PREFIX[sale.kind]}-${sale.id}`;

export type OrderLine = { sale: Sale; what: string; amount: number };

/** The sale's line in a new order, or in `into` (a weekly join's seats after the first); the order's id. */
export async function orderSale(trx: Transaction<Database>, line: OrderLine, who: { clientId: number | null; into?: number }, now: Date): Promise<number> {
  const orderId =
    who.into ??
    (
      await trx
        .insertInto("orders")
        .values({ document: documentOf(line.sale), client_id: who.clientId, created_at: timestamp(now) })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  await trx
    .insertInto("order_lines")
    .values({
      order_id: orderId,
      booking_id: line.sale.kind === "booking" ? line.sale.id : null,
      package_id: line.sale.kind === "package" ? line.sale.id : null,
      voucher_id: line.sale.kind === "voucher" ? line.sale.id : null,
      what: line.what,
      amount: line.amount,
    })
    .execute();
  return orderId;
}

/** The order a sale's entries go to. A sale written before orders or outside this module gets its own, at its price, here. */
export async function orderOfSale(trx: Transaction<Database>, sale: Sale, now: Date): Promise<{ id: number; document: string }> {
  const found = await trx
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select(["orders.id", "orders.document"])
    .where(`order_lines.${SALE_COLUMN[sale.kind]}`, "=", sale.id)
    .executeTakeFirst();
  if (found) return found;
  const row = await saleRow(trx, sale);
  const id = await orderSale(trx, { sale, what: row.what, amount: row.price }, { clientId: row.clientId }, now);
  return { id, document: documentOf(sale) };
}

/** The order a sale is in (a weekly join's seats share one). */
export async function orderIdOfSale(db: Kysely<Database>, sale: Sale): Promise<number | undefined> {
  const line = await db.selectFrom("order_lines").select("order_id").where(SALE_COLUMN[sale.kind], "=", sale.id).executeTakeFirst();
  return line?.order_id;
}

async function saleRow(trx: Transaction<Database>, sale: Sale): Promise<{ what: string; price: number; clientId: number | null }> {
  if (sale.kind === "voucher") {
    const voucher = await trx.selectFrom("vouchers").select(["title", "price"]).where("id", "=", sale.id).executeTakeFirstOrThrow();
    return { what: voucher.title, price: voucher.price, clientId: null };
  }
  const row = await trx
    .selectFrom(SALE_TABLE[sale.kind])
    .select(["price", "client_id", sale.kind === "booking" ? sql<string>`service_name`.as("what") : sql<string>`name`.as("what")])
    .where("id", "=", sale.id)
    .executeTakeFirstOrThrow();
  return { what: row.what, price: row.price, clientId: row.client_id };
}

/** What the sale's line owes from now on (a voucher withdrawn: what stays sold after its refund). */
export async function setLineAmount(trx: Transaction<Database>, sale: Sale, amount: number): Promise<void> {
  await trx.updateTable("order_lines").set({ amount }).where(SALE_COLUMN[sale.kind], "=", sale.id).execute();
}

/**
 * A session's or a package's line restated from its row: nothing when
 * `void` (cancelled, paid from a package, removed), else its price and the
 * gift voucher's part of it (the row keeps the price left after the voucher).
 */
export async function restateLine(trx: Transaction<Database>, sale: Sale & { kind: "booking" | "package" }, settled: "owed" | "void"): Promise<void> {
  const column = SALE_COLUMN[sale.kind];
  const voucherPart = sql<number>`coalesce((select sum(case when e.kind = 'payment' then e.amount else -e.amount end) from ledger_entries e
    where e.${sql.ref(column)} = ${sale.id} and e.method = 'voucher' and e.voided_at is null), 0)`;
  const price = sql<number>`(select price from ${sql.table(SALE_TABLE[sale.kind])} where id = ${sale.id})`;
  await trx
    .updateTable("order_lines")
    .set({ amount: settled === "void" ? 0 : sql<number>`${price} + ${voucherPart}` })
    .where(column, "=", sale.id)
    .execute();
}

/** Each order's balance: what its lines owe less what came in for it, plus what was given back (below 0: the client is owed). */
export async function orderBalances(db: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  if (orderIds.length === 0) return balances;
  const ids = [...new Set(orderIds)];
  const [lines, entries] = await Promise.all([
    db.selectFrom("order_lines").select(["order_id", "amount"]).where("order_id", "in", ids).execute(),
    db.selectFrom("ledger_entries").select(["order_id", "kind", "method", "amount", "at", "voided_at"]).where("order_id", "in", ids).execute(),
  ]);
  for (const id of ids) {
    const owed = lines.filter((line) => line.order_id === id).reduce((sum, line) => sum + Number(line.amount), 0);
    const facts: EntryFacts[] = entries
      .filter((entry) => entry.order_id === id)
      .map((entry) => ({ kind: entry.kind, method: entry.method, amount: Number(entry.amount), at: entry.at, voidedAt: entry.voided_at }));
    balances.set(id, balanceOf(owed, facts));
  }
  return balances;
}
