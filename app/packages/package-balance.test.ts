import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { balanceText, coversDate, isExpiringSoon, isLow, noticeText, packageState, validUntil, type PackageCount } from "./package-balance";

const day = (text: string) => Temporal.PlainDate.from(text);
const eight = (overrides: Partial<PackageCount> = {}): PackageCount => ({
  sessions: 8,
  used: 3,
  valid_weeks: 8,
  valid_from: "first_session",
  starts_on: "2027-01-19",
  ...overrides,
});

describe("a package's balance", () => {
  it("is valid up to the day before the same weekday N weeks on", () => {
    expect(validUntil(eight())?.toString()).toBe("2027-03-15");
    expect(validUntil(eight({ starts_on: null }))).toBeNull();
  });

  it("reads as the trainer and the client say it", () => {
    const today = day("2027-02-01");
    expect(balanceText(eight(), today)).toBe("zostało 5 z 8, ważny do 15 marca");
    expect(balanceText(eight({ used: 6 }), today)).toBe("zostały 2 z 8, ważny do 15 marca");
    expect(balanceText(eight({ used: 7 }), today)).toBe("został 1 z 8, ważny do 15 marca");
    expect(balanceText(eight({ used: 8 }), today)).toBe("wykorzystany (8 z 8)");
    expect(balanceText(eight({ used: 0, starts_on: null }), today)).toBe("zostało 8 z 8, ważny 8 tygodni od pierwszego treningu");
    // The year only when it is not this one.
    expect(balanceText(eight({ starts_on: "2027-12-01" }), today)).toBe("zostało 5 z 8, ważny do 25 stycznia 2028");
  });

  it("shows an expired package with sessions left as such", () => {
    const after = day("2027-03-16");
    expect(packageState(eight({ used: 6 }), after)).toBe("expired");
    expect(balanceText(eight({ used: 6 }), after)).toBe("wygasł 15 marca — zostały 2 treningi");
    expect(balanceText(eight({ used: 3 }), after)).toBe("wygasł 15 marca — zostało 5 treningów");
    expect(balanceText(eight({ used: 8 }), after)).toBe("wykorzystany (8 z 8)");
  });

  it("covers a session only up to its last day and while sessions are left", () => {
    expect(coversDate(eight(), day("2027-03-15"))).toBe(true);
    expect(coversDate(eight(), day("2027-03-16"))).toBe(false);
    expect(coversDate(eight({ used: 8 }), day("2027-02-01"))).toBe(false);
    expect(coversDate(eight({ starts_on: null, used: 0 }), day("2030-01-01"))).toBe(true);
  });

  it("tells when one session is left or the last day is within 7 days", () => {
    expect(isLow(eight({ used: 7 }))).toBe(true);
    expect(isLow(eight({ used: 6 }))).toBe(false);
    expect(isExpiringSoon(eight(), day("2027-03-08"))).toBe(false);
    expect(isExpiringSoon(eight(), day("2027-03-09"))).toBe(true);
    expect(isExpiringSoon(eight(), day("2027-03-15"))).toBe(true);
    expect(isExpiringSoon(eight(), day("2027-03-16"))).toBe(false);
    expect(isExpiringSoon(eight({ used: 8 }), day("2027-03-10"))).toBe(false);
  });

  it("words the trainer's notice", () => {
    const pack = { ...eight({ used: 7 }), name: "Pakiet 8 treningów" };
    expect(noticeText("Anna Nowak", pack, day("2027-02-01"))).toBe("Anna Nowak, Pakiet 8 treningów: został 1 z 8, ważny do 15 marca — zaproponuj przedłużenie");
    expect(noticeText("Anna Nowak", { ...pack, used: 5 }, day("2027-03-10"))).toBe(
      "Anna Nowak, Pakiet 8 treningów: wygasa 15 marca, zostały 3 treningi — zaproponuj przedłużenie",
    );
  });

  it("never says more left than sold, nor less than none, whatever the uses and dates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 0, max: 800 }),
        (sessions, used, weeks, offset) => {
          const pack = eight({ sessions, used, valid_weeks: weeks });
          const today = day("2027-01-01").add({ days: offset });
          const text = balanceText(pack, today);
          const state = packageState(pack, today);
          if (used >= sessions) return state === "used-up" && text.startsWith("wykorzystany");
          const left = Number(/(\d+) (z|trening)/.exec(text)?.[1]);
          return left === sessions - used && (state === "expired") === text.startsWith("wygasł") && coversDate(pack, today) === (state === "active");
        },
      ),
    );
  });
});
