import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, sold, weeklySessions } from "../../tests/support/package-fixture";
import { sellPackage } from "~/packages/client-packages.server";
import { ledgerMigration } from "./migration-0045-ledger.server";

type Paid = { month: string; amount: number };

/** Count and sum per month ("2027-03"), as the books add them up. */
function perMonth(payments: Paid[]) {
  const months: Record<string, { count: number; sum: number }> = {};
  for (const { month, amount } of payments) {
    months[month] ??= { count: 0, sum: 0 };
    months[month].count++;
    months[month].sum += amount;
  }
  return months;
}

describe.each(DIALECTS)("migration 0045 (the ledger) on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("keeps every payment of the old columns: count and sum per month equal before and after, and back again", async () => {
    await ledgerMigration.down!(test.db);
    const { ids, clientId } = await weeklySessions(test.db, "ksiegi@example.com", 6);
    const paidSessions: [number, string | null, number | null, string][] = [
      [ids[0]!, "cash", 150, "2027-03-02T18:10:00.000Z"],
      [ids[1]!, "blik", 120, "2027-03-31T12:00:00.000Z"],
      [ids[2]!, "transfer", 150, "2027-04-02T09:00:00.000Z"],
      // A row without its method and amount: the price stands in, as the summary read it.
      [ids[3]!, null, null, "2027-04-20T09:00:00.000Z"],
    ];
    for (const [id, method, amount, at] of paidSessions) {
      await sql`update bookings set payment_method = ${method}, paid_amount = ${amount}, paid_at = ${at} where id = ${id}`.execute(test.db);
    }
    const packages: number[] = [];
    for (let sale = 0; sale < 4; sale++) packages.push(await sellPackage(test.db, clientId, sold(EIGHT), bookedAt));
    await sql`update client_packages set paid = 1, payment_method = 'transfer', paid_amount = 1000, paid_at = '2027-03-05T10:00:00.000Z' where id = ${packages[0]}`.execute(
      test.db,
    );
    // Marked paid before methods were recorded, and an online order paid by a gift voucher.
    await sql`update client_packages set paid = 1 where id = ${packages[1]}`.execute(test.db);
    await sql`update client_packages set paid = 1, origin = 'online' where id = ${packages[2]}`.execute(test.db);
    await sql`insert into vouchers (code, kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, submission_key)
      values ('BON-AAAA-BBBB', 'amount', 'Bon 200 zł', null, 200, 200, 6, 'Ola', 'ola@example.com', '600100200', '2027-03-01T10:00:00.000Z', '2027-03-03T10:00:00.000Z', '2027-09-03', 'bon-1'),
             ('BON-CCCC-DDDD', 'amount', 'Bon 100 zł', null, 100, 100, 6, 'Ola', 'ola@example.com', '600100200', '2027-03-01T10:00:00.000Z', null, null, 'bon-2')`.execute(
      test.db,
    );
    const before = await sql<{ month: string; amount: number }>`
      select substr(paid_at, 1, 7) as month, coalesce(paid_amount, price) as amount from bookings where paid_at is not null
      union all select substr(coalesce(paid_at, sold_on), 1, 7), coalesce(paid_amount, price) from client_packages where paid = 1 and not (origin = 'online' and payment_method is null)
      union all select substr(paid_at, 1, 7), price from vouchers where paid_at is not null`.execute(test.db);
    const columnsBefore = await sql`select id, payment_method, paid_amount, paid_at from bookings order by id`.execute(test.db);

    await ledgerMigration.up(test.db);
    const entries = await test.db.selectFrom("ledger_entries").selectAll().orderBy("id").execute();
    const money = entries.filter((entry) => entry.method !== "voucher").map((entry) => ({ month: entry.at.slice(0, 7), amount: Number(entry.amount) }));
    const expected = perMonth(before.rows.map((row) => ({ month: row.month, amount: Number(row.amount) })));
    expect(perMonth(money)).toEqual(expected);
    expect(expected).toEqual({ "2027-02": { count: 1, sum: 1040 }, "2027-03": { count: 4, sum: 1470 }, "2027-04": { count: 2, sum: 300 } });
    expect(entries.find((entry) => entry.package_id === packages[2])).toMatchObject({ method: "voucher", amount: 1040 });
    expect(entries.find((entry) => entry.booking_id === ids[3])).toMatchObject({ method: "cash", amount: 150, what: "Trening personalny" });
    expect(entries.every((entry) => entry.kind === "payment" && entry.voided_at === null && entry.recorded_by === "system")).toBe(true);
    // Nothing reads the old columns again: they are gone.
    await expect(sql`select paid_at from bookings`.execute(test.db)).rejects.toThrow();
    await expect(sql`select paid from client_packages`.execute(test.db)).rejects.toThrow();

    await ledgerMigration.down!(test.db);
    expect((await sql`select id, payment_method, paid_amount, paid_at from bookings order by id`.execute(test.db)).rows).toEqual(
      columnsBefore.rows.map((row) => {
        const paid = row as { payment_method: string | null; paid_amount: number | null; paid_at: string | null };
        // Back with what the ledger holds: the price that stood in is now the amount.
        return paid.paid_at && paid.payment_method === null ? { ...paid, payment_method: "cash", paid_amount: 150 } : paid;
      }),
    );
    await ledgerMigration.up(test.db);
  });
});
