// A month at a glance for /admin/platnosci and its CSV: sessions held (a
// group session once, its seats counted apart; those a gift voucher paid for
// counted apart too), no-shows, new clients, packages sold, and every payment
// received (the ledger's), in seven queries whatever the month's size
// (indexes on starts_at, created_at, sold_on, ledger_entries.at).
import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import { monthEntries } from "./month-entries.server";
import type { PaymentRow } from "./payment-month";
import { monthBounds } from "./payment-month";
import type { MoneyMethod } from "./payment-state";

export type MonthFigures = {
  held: number;
  heldByVoucher: number;
  noShows: number;
  groupSeats: number;
  newClients: number;
  packagesSold: number;
  payments: PaymentRow[];
};

/**
 * Every payment of money recorded in the month (Warsaw time), by when paid:
 * the ledger's entries that are money in (a gift voucher's use is not: its
 * sale was).
 */
export async function monthPayments(db: Kysely<Database>, month: Temporal.PlainYearMonth): Promise<PaymentRow[]> {
  return (await monthEntries(db, month))
    .filter((entry) => entry.kind === "payment" && entry.method !== "voucher")
    .map(({ paidAt, client, what, seats, when, method, amount }) => ({
      paidAt,
      client,
      what,
      ...(seats !== undefined ? { seats } : {}),
      when,
      method: method as MoneyMethod,
      amount,
    }));
}

export async function monthFigures(db: Kysely<Database>, month: Temporal.PlainYearMonth): Promise<MonthFigures> {
  const { from, to, firstDay, nextFirstDay } = monthBounds(month);
  const outcomesOf = (group: boolean) =>
    db
      .selectFrom("bookings")
      .select((eb) => [
        "status",
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.sum<number | string>("seats").as("seats"),
        eb.fn.count<number | string>("group_session_id").distinct().as("sessions"),
      ])
      .where("starts_at", ">=", from)
      .where("starts_at", "<", to)
      .where("status", "in", ["attended", "no_show"])
      .where("group_session_id", group ? "is not" : "is", null)
      .groupBy("status")
      .execute();
  const [outcomes, groupOutcomes, byVoucher, clients, sold, payments] = await Promise.all([
    outcomesOf(false),
    outcomesOf(true),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("starts_at", ">=", from)
      .where("starts_at", "<", to)
      .where("status", "=", "attended")
      .where((eb) =>
        eb.or([
          eb("id", "in", eb.selectFrom("vouchers").select("redeemed_booking_id").where("redeemed_booking_id", "is not", null)),
          eb(
            "id",
            "in",
            eb.selectFrom("ledger_entries").select("booking_id").where("method", "=", "voucher").where("kind", "=", "payment").where("voided_at", "is", null),
          ),
        ]),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("clients")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      // Clients moved over from another system's file are not new to the trainer.
      .where("imported_at", "is", null)
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
  const figure = (rows: typeof outcomes, status: string, of: "count" | "seats" | "sessions") => Number(rows.find((row) => row.status === status)?.[of] ?? 0);
  return {
    held: figure(outcomes, "attended", "count") + figure(groupOutcomes, "attended", "sessions"),
    heldByVoucher: Number(byVoucher.count),
    // Each participant's absence is theirs: counted by booking.
    noShows: figure(outcomes, "no_show", "count") + figure(groupOutcomes, "no_show", "count"),
    groupSeats: figure(groupOutcomes, "attended", "seats"),
    newClients: Number(clients.count),
    packagesSold: Number(sold.count),
    payments,
  };
}
