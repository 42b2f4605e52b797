import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, sold, tuesday, weeklySessions } from "../../tests/support/package-fixture";
import { changeBooking } from "~/bookings/booking-store.server";
import { recordEntry, type NewEntry, type Sale } from "~/ledger/ledger-store.server";
import { orderBalances } from "~/ledger/orders.server";
import { removePackage, sellPackage } from "~/packages/client-packages.server";
import { ordersMigration } from "./migration-0052-orders.server";
import { onlinePaymentsMigration } from "./migration-0057-online-payments.server";
import { onlineRefundsMigration } from "./migration-0058-online-refunds.server";

const paid = (amount: number, at: string, method: NewEntry["method"] = "cash"): NewEntry => ({
  kind: "payment",
  method,
  amount,
  at: new Date(at),
  what: "Trening personalny",
  by: "trainer",
});

/** Count and sum of the ledger's entries per month ("2027-03"), as the books add them up. */
async function perMonth(test: TestDatabase) {
  const rows = await sql<{ month: string; count: number; total: number }>`
    select substr(at, 1, 7) as month, count(*) as count, sum(case when kind = 'payment' then amount else -amount end) as total
    from ledger_entries where voided_at is null group by substr(at, 1, 7) order by month`.execute(test.db);
  return rows.rows.map((row) => ({ month: row.month, count: Number(row.count), total: Number(row.total) }));
}

describe.each(DIALECTS)("migration 0052 (orders) on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("gives every sale an order of one line owing what it owed, every entry its order, and keeps every payment's month", async () => {
    const { ids, clientId } = await weeklySessions(test.db, "zamowienia@example.com", 6);
    const [cashPaid, cancelled, fromPackage, unpaid, erased, prepaidCancelled] = ids as [number, number, number, number, number, number];
    const entry = (sale: Sale, facts: NewEntry) => test.db.transaction().execute((trx) => recordEntry(trx, sale, facts));
    await entry({ kind: "booking", id: cashPaid }, paid(150, "2027-03-02T18:10:00.000Z"));
    await entry({ kind: "booking", id: erased }, paid(150, "2027-04-01T09:00:00.000Z", "blik"));
    await entry({ kind: "booking", id: prepaidCancelled }, paid(150, "2027-03-20T09:00:00.000Z", "transfer"));
    await changeBooking(test.db, cancelled, { kind: "cancel", by: "trainer", message: "" }, { now: bookedAt });
    await changeBooking(test.db, prepaidCancelled, { kind: "cancel", by: "trainer", message: "" }, { now: bookedAt });
    const pack = await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    const removed = await sellPackage(test.db, clientId, sold({ ...EIGHT, price: 900 }), bookedAt);
    await removePackage(test.db, removed, 0, "Pomyłka", bookedAt);
    await changeBooking(test.db, fromPackage, { kind: "attended" }, { now: new Date(tuesday(2) + 7_200_000) });
    await entry({ kind: "package", id: pack }, { ...paid(1040, "2027-03-05T10:00:00.000Z"), what: EIGHT.name });
    // A session erased since (its client's request): its payment stays in the books with its document.
    await test.db.deleteFrom("order_lines").where("booking_id", "=", erased).execute();
    await test.db.deleteFrom("bookings").where("id", "=", erased).execute();
    const documentsBefore = await test.db.selectFrom("ledger_entries").select(["id", "document"]).orderBy("id").execute();
    const monthsBefore = await perMonth(test);

    // Later migrations that refer to the orders come off first and back after.
    await onlineRefundsMigration.down!(test.db);
    await onlinePaymentsMigration.down!(test.db);
    await ordersMigration.down!(test.db);
    await ordersMigration.up(test.db);
    await onlinePaymentsMigration.up(test.db);
    await onlineRefundsMigration.up(test.db);

    const lines = await test.db.selectFrom("order_lines").selectAll().orderBy("id").execute();
    const lineOf = (column: "booking_id" | "package_id", id: number) => lines.find((line) => line[column] === id);
    expect(lines.filter((line) => line.booking_id !== null)).toHaveLength(5);
    expect(lineOf("booking_id", cashPaid)?.amount).toBe(150);
    expect(lineOf("booking_id", unpaid)?.amount).toBe(150);
    expect(lineOf("booking_id", cancelled)?.amount).toBe(0);
    expect(lineOf("booking_id", fromPackage)?.amount).toBe(0);
    expect(lineOf("package_id", pack)?.amount).toBe(1040);
    expect(lineOf("package_id", removed)?.amount).toBe(0);
    const entries = await test.db.selectFrom("ledger_entries").select(["id", "document", "order_id"]).orderBy("id").execute();
    expect(entries.every((row) => row.order_id !== null)).toBe(true);
    expect(entries.map(({ id, document }) => ({ id, document }))).toEqual(documentsBefore);
    expect(await perMonth(test)).toEqual(monthsBefore);

    const orderOf = (id: number) => lines.find((line) => line.booking_id === id)!.order_id;
    const erasedOrder = entries.find((row) => row.document === `T-${erased}`)!.order_id!;
    const balances = await orderBalances(test.db, [orderOf(cashPaid), orderOf(unpaid), orderOf(cancelled), orderOf(prepaidCancelled), erasedOrder]);
    // Paid: nothing owed; unpaid: its price; cancelled unpaid: nothing; cancelled and paid ahead: the client is owed it; erased: settled.
    expect([...balances.values()]).toEqual([0, 150, 0, -150, 0]);

    // The orders the code writes are the ones the migration gives: a new sale after it opens its own.
    const next = await weeklySessions(test.db, "po-migracji@example.com", 1, 10);
    const order = await test.db
      .selectFrom("orders")
      .innerJoin("order_lines", "order_lines.order_id", "orders.id")
      .select(["orders.document", "order_lines.amount"])
      .where("order_lines.booking_id", "=", next.ids[0]!)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ document: `T-${next.ids[0]}`, amount: 150 });
  });
});
