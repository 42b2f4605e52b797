import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lastMonths, lastWeeks, lostAt, spanIndex, sumBySpan } from "./year-figures";
import { netPaid, signedAmount } from "~/ledger";

const now = new Date("2026-11-29T10:00:00.000Z");

describe("the year's spans", () => {
  it("are the last 12 Warsaw months and 52 Monday weeks, oldest first, each ending where the next begins", () => {
    const months = lastMonths(now);
    expect(months.map((month) => month.first)).toEqual([
      ...["2025-12-01"],
      ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, "0")}-01`),
    ]);
    // Warsaw's midnight: 23:00 UTC in winter, 22:00 in summer.
    expect(months[0]!.from).toBe("2025-11-30T23:00:00.000Z");
    expect(months[6]!.from).toBe("2026-05-31T22:00:00.000Z");
    const weeks = lastWeeks(now);
    expect(weeks).toHaveLength(52);
    expect(weeks.at(-1)!.first).toBe("2026-11-23");
    for (const spans of [months, weeks]) for (let index = 1; index < spans.length; index++) expect(spans[index]!.from).toBe(spans[index - 1]!.to);
  });

  it("put every instant within them in exactly one, and the sums add up to the whole", () => {
    const months = lastMonths(now);
    const instant = fc.integer({ min: Date.parse("2025-10-01"), max: Date.parse("2026-12-31") }).map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.array(fc.record({ at: instant, value: fc.integer({ min: -500, max: 5000 }) }), { maxLength: 50 }), (items) => {
        const inside = items.filter((item) => spanIndex(months, item.at) >= 0);
        expect(sumBySpan(months, items).reduce((sum, value) => sum + value, 0)).toBe(inside.reduce((sum, item) => sum + item.value, 0));
        for (const item of inside) expect(item.at >= months[spanIndex(months, item.at)]!.from).toBe(true);
      }),
    );
  });

  it("give the months' money as the ledger's entries in each add up: the months' sum is the ledger's net", () => {
    const months = lastMonths(now);
    const entry = fc.record({
      kind: fc.constantFrom("payment" as const, "refund" as const),
      method: fc.constantFrom("cash" as const, "transfer" as const, "blik" as const),
      amount: fc.integer({ min: 1, max: 5000 }),
      at: fc.integer({ min: Date.parse(months[0]!.from), max: Date.parse(months.at(-1)!.to) - 1 }).map((ms) => new Date(ms).toISOString()),
      voidedAt: fc.constant(null),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const perMonth = sumBySpan(
          months,
          entries.map((one) => ({ at: one.at, value: signedAmount(one) })),
        );
        expect(perMonth.reduce((sum, value) => sum + value, 0)).toBe(netPaid(entries));
      }),
    );
  });

  it("count a client lost 8 weeks after the day they were last seen", () => {
    expect(lostAt("2026-09-01T16:00:00.000Z")).toBe("2026-10-26T23:00:00.000Z");
  });
});
