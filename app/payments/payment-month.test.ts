import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthAsked, monthBounds, totalsOf, type PaymentRow } from "./payment-month";
import { MONEY_METHODS } from "./payment-state";

const now = new Date("2026-11-26T01:00:00.000Z");

describe("the month of the summary", () => {
  it("reads ?miesiac=2026-11, and falls back to this month in Warsaw for anything else", () => {
    expect(monthAsked("2027-02", now).toString()).toBe("2027-02");
    for (const wrong of [null, "", "2026-13", "2026-1", "26-11", "1999-12", "2026-11-01", "abc"]) expect(monthAsked(wrong, now).toString()).toBe("2026-11");
    // 23:30 UTC on 31 December is New Year's Day in Warsaw.
    expect(monthAsked(null, new Date("2026-12-31T23:30:00.000Z")).toString()).toBe("2027-01");
  });

  it("is bounded by Warsaw's midnights, across the clock changes", () => {
    expect(monthBounds(monthAsked("2027-03", now))).toEqual({
      firstDay: "2027-03-01",
      nextFirstDay: "2027-04-01",
      from: "2027-02-28T23:00:00.000Z",
      to: "2027-03-31T22:00:00.000Z",
    });
    expect(monthBounds(monthAsked("2026-10", now)).to).toBe("2026-10-31T23:00:00.000Z");
  });
});

const row = fc.record({
  paidAt: fc.date({ min: new Date("2026-01-01"), max: new Date("2027-12-31"), noInvalidDate: true }).map((date) => date.toISOString()),
  client: fc.constantFrom("Anna Nowak", "Łucja Żółtowska", "Jan Kowalski"),
  what: fc.constantFrom("Trening personalny", "Pakiet 8 treningów"),
  when: fc.constant("2026-11-05"),
  method: fc.constantFrom(...MONEY_METHODS),
  amount: fc.integer({ min: 0, max: 100_000 }),
});

describe("the month's payments added up", () => {
  it("by method and in total: the methods' sums make the total, each the sum of its own rows", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows: PaymentRow[]) => {
        const totals = totalsOf(rows);
        expect(totals.count).toBe(rows.length);
        expect(MONEY_METHODS.reduce((sum, method) => sum + totals.byMethod[method], 0)).toBe(totals.total);
        for (const method of MONEY_METHODS) {
          expect(totals.byMethod[method]).toBe(rows.filter((one) => one.method === method).reduce((sum, one) => sum + one.amount, 0));
        }
      }),
    );
  });

  it("are the same whatever their order", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows: PaymentRow[]) => {
        expect(totalsOf(rows)).toEqual(totalsOf([...rows].reverse()));
      }),
    );
  });

  it("are zero for a month with none", () => {
    expect(totalsOf([])).toEqual({ byMethod: { cash: 0, transfer: 0, blik: 0, przelewy24: 0, stripe: 0 }, total: 0, count: 0 });
  });
});
