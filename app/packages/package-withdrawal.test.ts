import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { lastDayToWithdraw, statementDayProblem, withdrawalSettlement } from "./package-withdrawal";
import { withdrawalPreview } from "./package-withdrawal.messages";

const PACKAGE = { price: 1040, sessions: 8 };

describe("a withdrawal from a package within the 14 days", () => {
  it("charges the sessions held at the client's request in proportion and returns the rest by its method", () => {
    expect(withdrawalSettlement({ ...PACKAGE, used: 3, earlyStartRequested: true, paid: [{ method: "przelewy24", amount: 1040 }] })).toEqual({
      due: 390,
      refunds: [{ method: "przelewy24", amount: 650 }],
    });
  });

  it("charges nothing for sessions held without the request to start early (art. 36)", () => {
    expect(withdrawalSettlement({ ...PACKAGE, used: 3, earlyStartRequested: false, paid: [{ method: "transfer", amount: 1040 }] })).toEqual({
      due: 0,
      refunds: [{ method: "transfer", amount: 1040 }],
    });
  });

  it("leaves an unpaid package owing only what was delivered, and rounds a fraction down", () => {
    expect(withdrawalSettlement({ price: 1000, sessions: 3, used: 1, earlyStartRequested: true, paid: [] })).toEqual({ due: 333, refunds: [] });
  });

  it("keeps the oldest payment against what is owed and returns the later ones first", () => {
    const paid = [
      { method: "cash", amount: 500 },
      { method: "blik", amount: 540 },
    ];
    expect(withdrawalSettlement({ ...PACKAGE, used: 2, earlyStartRequested: true, paid })).toEqual({
      due: 260,
      refunds: [
        { method: "cash", amount: 240 },
        { method: "blik", amount: 540 },
      ],
    });
  });

  it("never returns more than was paid nor asks more than the package's price, and what is kept and returned is what was paid", () => {
    const facts = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      sessions: fc.integer({ min: 1, max: 200 }),
      used: fc.integer({ min: 0, max: 250 }),
      earlyStartRequested: fc.boolean(),
      paid: fc.array(fc.record({ method: fc.constantFrom("cash", "transfer", "blik", "przelewy24", "stripe"), amount: fc.integer({ min: 1, max: 100_000 }) }), {
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(facts, (input) => {
        const { due, refunds } = withdrawalSettlement(input);
        const paid = input.paid.reduce((sum, payment) => sum + payment.amount, 0);
        const returned = refunds.reduce((sum, refund) => sum + refund.amount, 0);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(input.price);
        expect(returned).toBe(Math.max(0, paid - due));
        expect(refunds.every((refund) => refund.amount > 0 && Number.isInteger(refund.amount))).toBe(true);
        if (!input.earlyStartRequested) expect(returned).toBe(paid);
      }),
    );
  });
});

describe("the statement's day", () => {
  const today = Temporal.PlainDate.from("2026-12-20");

  it("may be from the sale's day to the 14th day after it, and not later than today", () => {
    expect(lastDayToWithdraw("2026-12-01").toString()).toBe("2026-12-15");
    expect(statementDayProblem("2026-12-15", "2026-12-01", today)).toBeNull();
    expect(statementDayProblem("2026-12-01", "2026-12-01", today)).toBeNull();
    expect(statementDayProblem("2026-12-16", "2026-12-01", today)).toBe("too-late");
    expect(statementDayProblem("2026-11-30", "2026-12-01", today)).toBe("before-sale");
    expect(statementDayProblem("2026-12-21", "2026-12-10", today)).toBe("future");
  });
});

describe("the rule before the tap", () => {
  it("agrees with the number of sessions held", () => {
    const preview = (used: number) => withdrawalPreview({ used, sessions: 8, price: 1040, dueIfAsked: 130 * used, lastDay: "2026-12-15" });
    expect(preview(1)).toMatch(/^Odbył się 1 trening z 8\./);
    expect(preview(3)).toMatch(/^Odbyły się 3 treningi z 8\./);
    expect(preview(5)).toMatch(/^Odbyło się 5 treningów z 8\./);
    expect(preview(0)).toMatch(/^Żaden trening z pakietu się jeszcze nie odbył/);
  });
});
