import { describe, expect, it } from "vitest";
import { paymentChange } from "./payment-change";
import { paymentRequestOf } from "./payment-form";
import { bookingPayment, packagePayment } from "./payment-state";
import { paymentText, unpaidTotal } from "./payments.messages";

const now = new Date("2026-11-26T10:00:00.000Z");
const session = (status: string, price = 150) => ({ status, price });

describe("a booking's payment state", () => {
  it("owes its price until paid; nothing when free, cancelled or paid from a package", () => {
    expect(bookingPayment(session("attended"), null, false)).toEqual({ kind: "due", amount: 150 });
    expect(bookingPayment(session("confirmed", 0), null, false)).toEqual({ kind: "none", why: "free" });
    expect(bookingPayment(session("cancelled"), null, false)).toEqual({ kind: "none", why: "cancelled" });
    expect(bookingPayment(session("attended"), null, true)).toEqual({ kind: "none", why: "package" });
    const payment = { method: "blik" as const, amount: 120, at: now.toISOString() };
    expect(bookingPayment(session("cancelled"), payment, false)).toEqual({ kind: "paid", method: "blik", amount: 120, at: now.toISOString() });
  });

  it("is worded for the panel", () => {
    expect(paymentText({ kind: "due", amount: 1040 })).toBe("do zapłaty: 1040\u00A0zł");
    expect(paymentText({ kind: "paid", method: "transfer", amount: 12500, at: null })).toBe("opłacone: przelew, 12\u00A0500\u00A0zł");
    expect(paymentText({ kind: "paid", method: null, amount: null, at: null })).toBe("opłacone");
    expect(paymentText({ kind: "none", why: "package" })).toBe("z pakietu");
    expect(unpaidTotal(2, 1, 1340)).toBe("Razem: 2 treningi i 1 pakiet, 1340\u00A0zł.");
    expect(unpaidTotal(0, 1, 1100)).toBe("Razem: 1 pakiet, 1100\u00A0zł.");
    expect(unpaidTotal(5, 0, 750)).toBe("Razem: 5 treningów, 750\u00A0zł.");
  });
});

describe("a tap on a payment", () => {
  it("records a method and the amount due, or the amount typed, only over 'do zapłaty'", () => {
    const due = packagePayment({ price: 1040 }, null);
    expect(paymentChange(due, { method: "cash", amount: null })).toEqual({ outcome: "paid", write: { record: { method: "cash", amount: 1040 } } });
    expect(paymentChange(due, { method: "blik", amount: 990 })).toEqual({ outcome: "paid", write: { record: { method: "blik", amount: 990 } } });
    const paid = packagePayment({ price: 1040 }, { method: "cash", amount: 1040, at: now.toISOString() });
    // The second tap of a double tap finds it paid: nothing written.
    expect(paymentChange(paid, { method: "transfer", amount: null })).toEqual({ outcome: "already-paid", write: null });
    expect(paymentChange({ kind: "none", why: "package" }, { method: "cash", amount: null })).toEqual({ outcome: "nothing-to-pay", write: null });
  });

  it("undoes a recorded payment only", () => {
    const paid = packagePayment({ price: 1040 }, { method: "cash", amount: 1040, at: now.toISOString() });
    expect(paymentChange(paid, { undo: true })).toEqual({ outcome: "undone", write: { undo: true } });
    expect(paymentChange({ kind: "due", amount: 150 }, { undo: true })).toEqual({ outcome: "already-unpaid", write: null });
  });

  it("leaves the rest of a session due after a deposit taken online, and never undoes a provider's payment by a tap", () => {
    const deposit = { method: "przelewy24" as const, amount: 50, at: now.toISOString() };
    const rest = bookingPayment(session("confirmed"), deposit, false);
    expect(rest).toEqual({ kind: "due", amount: 100, deposit: { method: "przelewy24", amount: 50 } });
    expect(paymentText(rest)).toBe("do zapłaty: 100\u00A0zł (zadatek 50\u00A0zł: Przelewy24 (online))");
    // The rest paid in cash at the session: the tap records what is left.
    expect(paymentChange(rest, { method: "cash", amount: null })).toEqual({ outcome: "paid", write: { record: { method: "cash", amount: 100 } } });
    const online = bookingPayment(session("confirmed"), { ...deposit, method: "stripe", amount: 150 }, false);
    expect(online).toMatchObject({ kind: "paid", method: "stripe" });
    expect(paymentChange(online, { undo: true })).toEqual({ outcome: "paid-online", write: null });
    // Cancelled: what came in stays shown, whatever its share of the price.
    expect(bookingPayment(session("cancelled"), deposit, false)).toMatchObject({ kind: "paid", amount: 50 });
  });

  it("reads the form leniently and refuses what no form of the panel sends", () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    expect(paymentRequestOf(form({ method: "cash", amount: "" }), false)).toEqual({ method: "cash", amount: null });
    expect(paymentRequestOf(form({ method: "transfer", amount: " 1 040 zł" }), false)).toEqual({ method: "transfer", amount: 1040 });
    expect(paymentRequestOf(form({}), true)).toEqual({ undo: true });
    for (const wrong of [
      { method: "card", amount: "" },
      { method: "cash", amount: "-5" },
      { method: "cash", amount: "12.50" },
      { method: "cash", amount: "100001" },
    ]) {
      expect(paymentRequestOf(form(wrong), false)).toBeNull();
    }
  });
});
