// How a page's bookings are paid: by a package's session (a use recorded), by
// a gift voucher (its row names the booking as redeemed by it), or with the
// payment the ledger holds; one query whatever the page's size. The
// vouchers' table is app/db's; payments reads it as it reads package uses,
// since vouchers import payments.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { LedgerMethod } from "~/db/ledger-tables";
import { standingPayment, type EntryFacts, type SalePayment } from "~/ledger";

export type PrepaidBookings = { fromPackage: Set<number>; byVoucher: Set<number>; payments: Map<number, SalePayment> };

export async function prepaidBookings(db: Kysely<Database>, bookingIds: readonly number[]): Promise<PrepaidBookings> {
  if (!bookingIds.length) return { fromPackage: new Set(), byVoucher: new Set(), payments: new Map() };
  const ids = [...new Set(bookingIds)];
  const rows = await db
    .selectFrom("package_uses")
    .select(["booking_id", sql<string>`'package'`.as("paid_by"), ...NO_PAYMENT])
    .where("booking_id", "in", ids)
    .unionAll(
      db
        .selectFrom("vouchers")
        .select([sql<number>`redeemed_booking_id`.as("booking_id"), sql<string>`'voucher'`.as("paid_by"), ...NO_PAYMENT])
        .where("redeemed_booking_id", "in", ids),
    )
    .unionAll(
      db
        .selectFrom("ledger_entries")
        // A voucher's use paid (part of) the session: its price is what is left to pay in money.
        .select([
          sql<number>`booking_id`.as("booking_id"),
          sql<string>`case when method = 'voucher' then 'voucher' else 'ledger' end`.as("paid_by"),
          "method",
          "amount",
          "at",
        ])
        .where("booking_id", "in", ids)
        .where("kind", "=", "payment")
        .where("voided_at", "is", null),
    )
    .execute();
  const of = (paidBy: string) => new Set(rows.filter((row) => row.paid_by === paidBy).map((row) => Number(row.booking_id)));
  const entries = new Map<number, EntryFacts[]>();
  for (const row of rows.filter((one) => one.paid_by === "ledger")) {
    const id = Number(row.booking_id);
    entries.set(id, [...(entries.get(id) ?? []), { kind: "payment", method: row.method!, amount: Number(row.amount), at: row.at!, voidedAt: null }]);
  }
  const payments = new Map([...entries].map(([id, paid]) => [id, standingPayment(paid)!]));
  return { fromPackage: of("package"), byVoucher: of("voucher"), payments };
}

/** The ledger's columns in the rows that are no payment. */
const NO_PAYMENT = [
  sql<LedgerMethod | null>`cast(null as text)`.as("method"),
  sql<number | null>`cast(null as integer)`.as("amount"),
  sql<string | null>`cast(null as text)`.as("at"),
] as const;
