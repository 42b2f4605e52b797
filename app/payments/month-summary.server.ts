// A month at a glance for /admin/platnosci and its CSV: sessions held,
// no-shows, new clients, packages sold, and every payment received, in five
// queries whatever the month's size (indexes on starts_at, created_at,
// sold_on, paid_at).
import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import { byPaidAt, monthBounds, type PaymentRow } from "./payment-month";

export type MonthFigures = { held: number; noShows: number; newClients: number; packagesSold: number; payments: PaymentRow[] };

/** Every payment recorded in the month (Warsaw time), sessions' and packages', by when paid. */
export async function monthPayments(db: Kysely<Database>, month: Temporal.PlainYearMonth): Promise<PaymentRow[]> {
  const { from, to } = monthBounds(month);
  const [sessions, packages] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["paid_at", "name", "service_name", "starts_at", "payment_method", "paid_amount", "price"])
      .where("paid_at", ">=", from)
      .where("paid_at", "<", to)
      .execute(),
    db
      .selectFrom("client_packages")
      .innerJoin("clients", "clients.id", "client_packages.client_id")
      .select(["client_packages.paid_at", "clients.name as client", "client_packages.name", "sold_on", "payment_method", "paid_amount", "price"])
      .where("client_packages.paid_at", ">=", from)
      .where("client_packages.paid_at", "<", to)
      .where("client_packages.removed_at", "is", null)
      .execute(),
  ]);
  // A recorded payment always has its method and amount; the price stands in should a row lack them.
  const rows: PaymentRow[] = [
    ...sessions.map((row) => ({
      paidAt: row.paid_at!,
      client: row.name,
      what: row.service_name,
      when: row.starts_at,
      method: row.payment_method ?? "cash",
      amount: row.paid_amount ?? row.price,
    })),
    ...packages.map((row) => ({
      paidAt: row.paid_at!,
      client: row.client,
      what: row.name,
      when: row.sold_on,
      method: row.payment_method ?? "cash",
      amount: row.paid_amount ?? row.price,
    })),
  ];
  return byPaidAt(rows);
}

export async function monthFigures(db: Kysely<Database>, month: Temporal.PlainYearMonth): Promise<MonthFigures> {
  const { from, to, firstDay, nextFirstDay } = monthBounds(month);
  const [outcomes, clients, sold, payments] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("starts_at", ">=", from)
      .where("starts_at", "<", to)
      .where("status", "in", ["attended", "no_show"])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("clients")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("client_packages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("sold_on", ">=", firstDay)
      .where("sold_on", "<", nextFirstDay)
      .where("removed_at", "is", null)
      .executeTakeFirstOrThrow(),
    monthPayments(db, month),
  ]);
  const outcome = (status: string) => Number(outcomes.find((row) => row.status === status)?.count ?? 0);
  return { held: outcome("attended"), noShows: outcome("no_show"), newClients: Number(clients.count), packagesSold: Number(sold.count), payments };
}
