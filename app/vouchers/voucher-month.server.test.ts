import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { voucherMonth } from "./voucher-month.server";
import { voucherMonthLines } from "./voucher-panel.messages";

const ROW = {
  kind: "session" as const,
  title: "Bon na trening personalny",
  item_slug: "trening-personalny",
  amount: null,
  price: 150,
  valid_months: 6,
  buyer_name: "Ania",
  buyer_email: "ania@example.com",
  buyer_phone: "+48 500 000 000",
};

describe.each(DIALECTS)("a month's vouchers on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("counts those ordered, paid and used up in the month by Warsaw's midnights, what their uses took less what was given back, and those ending in it unused", async () => {
    const add = (code: string, row: Partial<{ ordered_at: string; paid_at: string; valid_until: string; redeemed_at: string; price: number }>) =>
      test.db
        .insertInto("vouchers")
        .values({ ...ROW, code, submission_key: randomUUID(), ordered_at: "2026-06-01T10:00:00.000Z", ...row })
        .returning("id")
        .executeTakeFirstOrThrow();
    // 30 November 23:30 UTC is 1 December in Warsaw: not November's.
    const paidInNovember = await add("BON-AAAA-AAAA", {
      ordered_at: "2026-11-03T10:00:00.000Z",
      paid_at: "2026-11-04T10:00:00.000Z",
      valid_until: "2027-05-04",
    });
    await add("BON-BBBB-BBBB", { ordered_at: "2026-11-30T23:30:00.000Z", price: 200 });
    const paidInJune = await add("BON-CCCC-CCCC", { paid_at: "2026-06-02T10:00:00.000Z", valid_until: "2026-11-20" });
    await add("BON-DDDD-DDDD", { paid_at: "2026-06-02T10:00:00.000Z", valid_until: "2026-11-21", redeemed_at: "2026-11-10T10:00:00.000Z" });
    // Its uses: 150 and 50 zł taken in November, the 150 given back by a cancelled session; one undone, one in December.
    const use = (kind: "payment" | "refund", amount: number, at: string, voided_at: string | null = null) =>
      test.db
        .insertInto("ledger_entries")
        .values({ kind, method: "voucher", amount, at, what: "Trening personalny", document: "T-1", recorded_by: "system", voided_at })
        .execute();
    await use("payment", 150, "2026-11-05T10:00:00.000Z");
    await use("payment", 50, "2026-11-06T10:00:00.000Z");
    await use("refund", 150, "2026-11-07T10:00:00.000Z");
    await use("payment", 100, "2026-11-08T10:00:00.000Z", "2026-11-08T11:00:00.000Z");
    await use("payment", 150, "2026-11-30T23:30:00.000Z");
    // The money for the vouchers, as the ledger has it: November's sale counts, June's does not.
    for (const [voucher, at] of [
      [paidInNovember.id, "2026-11-04T10:00:00.000Z"],
      [paidInJune.id, "2026-06-02T10:00:00.000Z"],
    ] as const) {
      await test.db
        .insertInto("ledger_entries")
        .values({
          kind: "payment",
          method: "transfer",
          amount: 150,
          at,
          voucher_id: voucher,
          what: ROW.title,
          document: `B-${voucher}`,
          recorded_by: "trainer",
        })
        .execute();
    }
    const month = await voucherMonth(test.db, "2026-11", new Date("2026-12-15T10:00:00.000Z"));
    expect(month).toEqual({
      ordered: { count: 1, amount: 150 },
      paid: { count: 1, amount: 150 },
      redeemed: 1,
      used: { count: 2, amount: 50 },
      expiring: 1,
    });
    expect(voucherMonthLines(month).map((line) => line.value)).toEqual(["1 (150\u00a0zł)", "1 (150\u00a0zł)", "2 (50\u00a0zł)", "1", "1"]);
  });
});
