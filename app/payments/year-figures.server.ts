// The business over the last year for /admin/platnosci/rok: money received
// per month (the ledger's payments less its refunds; a gift voucher's use is
// no money), sessions held per week (a group session once), clients who came
// for the first time and clients not seen for 8 weeks, per month. Four
// queries whatever the years held.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { lastMonths, lastWeeks, lostAt, sumBySpan, type Span } from "./year-figures";
import { signedAmount } from "~/ledger";

export type YearFigures = {
  months: Span[];
  weeks: Span[];
  revenue: number[];
  held: number[];
  firstTime: number[];
  lost: number[];
};

export async function yearFigures(db: Kysely<Database>, now: Date): Promise<YearFigures> {
  const months = lastMonths(now);
  const weeks = lastWeeks(now);
  const nowIso = now.toISOString();
  const [entries, sessions, seen, ahead] = await Promise.all([
    db
      .selectFrom("ledger_entries")
      .select(["at", "kind", "amount"])
      .where("at", ">=", months[0]!.from)
      .where("at", "<", months.at(-1)!.to)
      .where("method", "!=", "voucher")
      .where("voided_at", "is", null)
      .execute(),
    db
      .selectFrom("bookings")
      .select(["starts_at", "group_session_id"])
      .where("starts_at", ">=", weeks[0]!.from)
      .where("starts_at", "<", weeks.at(-1)!.to)
      .where("status", "=", "attended")
      .execute(),
    // Each client's first and latest session held; a card moved over from another system was not new here.
    db
      .selectFrom("bookings")
      .innerJoin("clients", "clients.id", "bookings.client_id")
      .select([
        "bookings.client_id",
        "clients.imported_at",
        (eb) => eb.fn.min("bookings.starts_at").as("first"),
        (eb) => eb.fn.max("bookings.starts_at").as("last"),
      ])
      .where("bookings.status", "=", "attended")
      .groupBy(["bookings.client_id", "clients.imported_at"])
      .execute(),
    db.selectFrom("bookings").select("client_id").distinct().where("status", "=", "confirmed").where("starts_at", ">", nowIso).execute(),
  ]);
  // A group session counts once, however many seats were held at it.
  const groups = new Set<number>();
  const held = sessions.filter((row) => row.group_session_id === null || (!groups.has(row.group_session_id) && groups.add(row.group_session_id)));
  // A client with a session booked ahead is coming back, however long ago they were last here.
  const returning = new Set(ahead.map((row) => row.client_id));
  return {
    months,
    weeks,
    revenue: sumBySpan(
      months,
      entries.map((entry) => ({ at: entry.at, value: signedAmount({ kind: entry.kind, amount: Number(entry.amount) }) })),
    ),
    held: sumBySpan(
      weeks,
      held.map((row) => ({ at: row.starts_at, value: 1 })),
    ),
    firstTime: sumBySpan(
      months,
      seen.filter((client) => client.imported_at === null).map((client) => ({ at: String(client.first), value: 1 })),
    ),
    lost: sumBySpan(
      months,
      seen
        .filter((client) => !returning.has(client.client_id))
        .map((client) => ({ at: lostAt(String(client.last)), value: 1 }))
        .filter((client) => client.at <= nowIso),
    ),
  };
}
