import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balanceOf, standingPayment, type EntryFacts } from "./ledger";

const instant = fc.integer({ min: Date.parse("2026-01-01"), max: Date.parse("2026-12-31") }).map((ms) => new Date(ms).toISOString());
const entry: fc.Arbitrary<EntryFacts> = fc.record({
  kind: fc.constantFrom("payment" as const, "refund" as const),
  method: fc.constantFrom("cash" as const, "transfer" as const, "blik" as const, "voucher" as const),
  amount: fc.integer({ min: 1, max: 5000 }),
  at: instant,
  voidedAt: fc.option(instant, { nil: null }),
});

describe("the ledger's arithmetic", () => {
  it("a sale's balance is its price minus the payments plus the refunds that count, whatever the entries", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.array(entry, { maxLength: 20 }), (price, entries) => {
        const counted = entries.filter((one) => one.voidedAt === null);
        const paid = counted.filter((one) => one.kind === "payment").reduce((sum, one) => sum + one.amount, 0);
        const refunded = counted.filter((one) => one.kind === "refund").reduce((sum, one) => sum + one.amount, 0);
        expect(balanceOf(price, entries)).toBe(price - paid + refunded);
        // An entry undone changes nothing.
        const undone: EntryFacts = { kind: "payment", method: "cash", amount: 99, at: "2026-05-01T10:00:00.000Z", voidedAt: "2026-05-01T10:01:00.000Z" };
        expect(balanceOf(price, [...entries, undone])).toBe(balanceOf(price, entries));
      }),
    );
  });

  it("shows the latest payment that counts as the sale's, none once every one is undone", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const payments = entries.filter((one) => one.kind === "payment" && one.voidedAt === null);
        const shown = standingPayment(entries);
        if (payments.length === 0) expect(shown).toBeNull();
        else
          expect(shown!.at).toBe(
            payments
              .map((one) => one.at)
              .sort()
              .at(-1),
          );
      }),
    );
  });
});
