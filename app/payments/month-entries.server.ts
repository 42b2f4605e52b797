// Every entry of the ledger recorded in a month (Warsaw time) as the
// accountant reads them, by when recorded: money received, money given back
// and gift vouchers used, each with its sale's document number, who, what
// and its date; an entry undone counts nowhere. One query; a sale erased
// since stays with what it was for and its number.
import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import type { LedgerMethod } from "~/db/ledger-tables";
import type { EntryKind } from "~/ledger";
import { monthBounds } from "./payment-month";

export type LedgerRow = {
  document: string;
  kind: EntryKind;
  /** ISO instant it was recorded. */
  paidAt: string;
  client: string;
  what: string;
  /** The seats a session's entry is for; none for a package or a voucher. */
  seats?: number;
  /** The session's start (ISO instant), the package's sale date or the voucher's order. */
  when: string;
  method: LedgerMethod;
  amount: number;
};

export async function monthEntries(db: Kysely<Database>, month: Temporal.PlainYearMonth): Promise<LedgerRow[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .selectFrom("ledger_entries as entry")
    .leftJoin("bookings", "bookings.id", "entry.booking_id")
    .leftJoin("client_packages as pack", "pack.id", "entry.package_id")
    .leftJoin("clients", "clients.id", "pack.client_id")
    .leftJoin("vouchers", "vouchers.id", "entry.voucher_id")
    .select(["entry.id", "entry.document", "entry.kind", "entry.at", "entry.what", "entry.method", "entry.amount"])
    .select(["bookings.name", "bookings.seats", "bookings.starts_at", "pack.sold_on", "clients.name as client", "vouchers.buyer_name", "vouchers.ordered_at"])
    .where("entry.at", ">=", from)
    .where("entry.at", "<", to)
    .where("entry.voided_at", "is", null)
    .orderBy("entry.at")
    .orderBy("entry.id")
    .execute();
  return rows.map((row) => ({
    document: row.document,
    kind: row.kind,
    paidAt: row.at,
    client: row.name ?? row.client ?? row.buyer_name ?? "",
    what: row.what,
    ...(row.seats !== null ? { seats: row.seats } : {}),
    when: row.starts_at ?? row.sold_on ?? row.ordered_at ?? row.at,
    method: row.method,
    amount: Number(row.amount),
  }));
}
