import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, formatVoucherCode, normalizeVoucherCode } from "./voucher-code";
import { paidHowToUse, soldPayment, soldValidity, validityFromPayment } from "./voucher-mail.messages";
import { voucherExpired } from "./voucher-redemption.messages";
import { validForMonths, voucherFor } from "./vouchers.messages";

describe("a voucher's words", () => {
  it("count months in their Polish plural forms", () => {
    expect([1, 2, 5, 12, 22, 24].map(validForMonths)).toEqual([
      "ważny 1 miesiąc od dnia zapłaty",
      "ważny 2 miesiące od dnia zapłaty",
      "ważny 5 miesięcy od dnia zapłaty",
      "ważny 12 miesięcy od dnia zapłaty",
      "ważny 22 miesiące od dnia zapłaty",
      "ważny 24 miesiące od dnia zapłaty",
    ]);
    // The mail says it as the page does.
    expect(validityFromPayment(6)).toBe("6 miesięcy od dnia zapłaty");
  });

  it("say what it pays for, and an expired one's last day", () => {
    expect(voucherFor({ kind: "session", name: "Trening personalny", minutes: 60 })).toBe("Trening personalny (60 min)");
    expect(voucherFor({ kind: "package", name: "Pakiet 8 treningów", sessions: 8 })).toBe("Pakiet 8 treningów (8 treningów)");
    expect(voucherFor({ kind: "amount", amount: 200, paysPackages: false, paysSeats: false })).toBe("200\u00a0zł do wykorzystania na treningi");
    expect(voucherFor({ kind: "amount", amount: 200, paysPackages: true, paysSeats: false })).toBe("200\u00a0zł do wykorzystania na treningi i pakiety");
    expect(voucherFor({ kind: "amount", amount: 200, paysPackages: true, paysSeats: true })).toBe(
      "200\u00a0zł do wykorzystania na treningi, pakiety oraz zajęcia w parach i grupach",
    );
    expect(voucherExpired("30 listopada 2026")).toBe("Bon był ważny do 30 listopada 2026 r.");
  });
});

describe("the mail of a voucher sold paid in the panel", () => {
  it("states its last day with the rule it was counted by, how it was paid, and how its code is used by its kind", () => {
    expect(soldValidity({ until: "31 lipca 2026", months: 6 })).toBe("Ważny do 31 lipca 2026 r. (6 miesięcy od dnia zapłaty)");
    expect(soldPayment({ day: "31 stycznia 2026", how: "BLIK, 150\u00a0zł" })).toBe("opłacony 31 stycznia 2026: BLIK, 150\u00a0zł");
    expect(soldPayment({ day: "31 stycznia 2026", how: "" })).toBe("opłacony 31 stycznia 2026");
    expect(paidHowToUse("session")).toContain("Kod można wykorzystać jeden raz.");
    // An amount's voucher keeps what is left: its code is not used up by one session.
    expect(paidHowToUse("amount")).not.toContain("jeden raz");
    expect(paidHowToUse("amount")).toContain("dopóki coś na nim zostało");
  });
});

describe("a voucher's code", () => {
  const signs = fc.string({ unit: fc.constantFrom(...CODE_ALPHABET), minLength: 8, maxLength: 8 });

  it("is read back however it is typed: small letters, spaces, dashes, with or without BON", () => {
    fc.assert(
      fc.property(signs, fc.boolean(), fc.constantFrom("", " ", "-", " - "), (typed, prefix, gap) => {
        const code = formatVoucherCode(typed);
        const written = `${prefix ? "bon" + gap : ""}${typed.slice(0, 4).toLowerCase()}${gap}${typed.slice(4)}`;
        expect(normalizeVoucherCode(written)).toBe(code);
      }),
    );
  });

  it("is refused with a look-alike sign or the wrong length", () => {
    expect(normalizeVoucherCode("BON-7K4M-Q2X0")).toBeNull();
    expect(normalizeVoucherCode("BON-7K4M-Q2XI")).toBeNull();
    expect(normalizeVoucherCode("BON-7K4M-Q2X")).toBeNull();
    expect(normalizeVoucherCode("")).toBeNull();
  });
});
