import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { earliestExtension, refundOwed } from "./voucher-refund";

describe("a cancelled voucher's refund", () => {
  it("is what the buyer paid less what was used, never below nothing", () => {
    expect(refundOwed({ kind: "amount", redeemed: false }, 200, 50)).toBe(150);
    expect(refundOwed({ kind: "amount", redeemed: true }, 200, 200)).toBe(0);
    expect(refundOwed({ kind: "session", redeemed: false }, 150, 0)).toBe(150);
    expect(refundOwed({ kind: "session", redeemed: true }, 150, 0)).toBe(0);
    expect(refundOwed({ kind: "package", redeemed: true }, 1040, 0)).toBe(0);
    // Never paid: nothing to give back.
    expect(refundOwed({ kind: "amount", redeemed: false }, 0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: -500, max: 6000 }), fc.boolean(), (paid, used, redeemed) => {
        const owed = refundOwed({ kind: "amount", redeemed }, paid, used);
        expect(owed).toBeGreaterThanOrEqual(0);
        expect(owed).toBeLessThanOrEqual(paid);
      }),
    );
  });
});

describe("a voucher's extension", () => {
  const today = Temporal.PlainDate.from("2026-06-10");
  it("goes past today and past the day it is valid until", () => {
    expect(earliestExtension("2026-09-30", today)).toBe("2026-10-01");
    expect(earliestExtension("2026-05-31", today)).toBe("2026-06-11");
    expect(earliestExtension("2026-06-10", today)).toBe("2026-06-11");
  });
});
