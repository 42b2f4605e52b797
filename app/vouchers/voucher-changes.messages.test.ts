import { describe, expect, it } from "vitest";
import { changeToast, historyLine, refundLine } from "./voucher-changes.messages";

describe("a voucher's changes in words", () => {
  it("keep each change in its history with its day and reason", () => {
    const on = "12 marca 2026";
    expect(historyLine({ on, kind: "extended", validUntil: "2026-09-30", refund: null, reason: "choroba" })).toBe(
      "12 marca 2026 przedłużony do 30 września 2026: choroba",
    );
    expect(historyLine({ on, kind: "cancelled", validUntil: null, refund: 150, reason: "odstąpienie" })).toBe(
      "12 marca 2026 anulowany, zwrot 150\u00a0zł: odstąpienie",
    );
    expect(historyLine({ on, kind: "cancelled", validUntil: null, refund: 0, reason: "pomyłka" })).toBe("12 marca 2026 anulowany: pomyłka");
    expect(historyLine({ on, kind: "restored", validUntil: null, refund: null, reason: "pomyłka" })).toBe("12 marca 2026 przywrócony: pomyłka");
  });

  it("say the refund owed before the button, and how it goes back", () => {
    expect(refundLine({ owed: 150, method: "blik", paid: true })).toBe("Do zwrotu: 150\u00a0zł (BLIK, jak przy zapłacie).");
    expect(refundLine({ owed: 150, method: "transfer", paid: true })).toBe("Do zwrotu: 150\u00a0zł (przelew, jak przy zapłacie).");
    expect(refundLine({ owed: 0, method: "cash", paid: true })).toBe("Bon został wykorzystany: nic do zwrotu.");
    expect(refundLine({ owed: 0, method: null, paid: false })).toBe("Bon nie był opłacony: nic do zwrotu.");
  });

  it("toast what was done, or why nothing was", () => {
    expect(changeToast({ kind: "cancelled", code: "BON-2222-3333", refund: 150, method: "cash" })).toBe(
      "Bon BON-2222-3333 anulowany. Do zwrotu: 150\u00a0zł (gotówka); zwrot jest zapisany w rozliczeniach.",
    );
    expect(changeToast({ kind: "cancelled", code: "BON-2222-3333", refund: 0, method: null })).toBe("Bon BON-2222-3333 anulowany: kod już nie działa.");
    expect(changeToast({ kind: "extended", code: "BON-2222-3333", validUntil: "2027-01-15", mailed: false })).toBe(
      "Bon BON-2222-3333 jest teraz ważny do 15 stycznia 2027.",
    );
    expect(changeToast({ kind: "extended", code: "BON-2222-3333", validUntil: "2027-01-15", mailed: true })).toBe(
      "Bon BON-2222-3333 jest teraz ważny do 15 stycznia 2027. Kupujący dostanie e-mailem bon w PDF z nową datą.",
    );
    expect(changeToast({ kind: "changed" })).toMatch(/^Ten bon zmienił się w międzyczasie/);
  });
});
