import { describe, expect, it } from "vitest";
import { paymentChange } from "./payment-change";
import { paymentRequestOf } from "./payment-form";
import { bookingPayment, packagePayment } from "./payment-state";
import { paymentText, unpaidTotal } from "./payments.messages";

const now = new Date("2026-11-26T10:00:00.000Z");
const unpaid = { payment_method: null, paid_amount: null, paid_at: null };
const session = (status: string, price = 150) => ({ ...unpaid, status, price });

describe("a booking's payment state", () => {
  it("owes its price until paid; nothing when free, cancelled or paid from a package", () => {
    expect(bookingPayment(session("attended"), false)).toEqual({ kind: "due", amount: 150 });
    expect(bookingPayment(session("confirmed", 0), false)).toEqual({ kind: "none", why: "free" });
    expect(bookingPayment(session("cancelled"), false)).toEqual({ kind: "none", why: "cancelled" });
    expect(bookingPayment(session("attended"), true)).toEqual({ kind: "none", why: "package" });
    const paid = { ...session("cancelled"), payment_method: "blik" as const, paid_amount: 120, paid_at: now.toISOString() };
    expect(bookingPayment(paid, false)).toEqual({ kind: "paid", method: "blik", amount: 120, at: now.toISOString() });
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
    const due = packagePayment({ ...unpaid, paid: 0, price: 1040 });
    expect(paymentChange(due, { method: "cash", amount: null }, now)).toEqual({
      outcome: "paid",
      set: { payment_method: "cash", paid_amount: 1040, paid_at: now.toISOString() },
    });
    expect(paymentChange(due, { method: "blik", amount: 990 }, now).set?.paid_amount).toBe(990);
    const paid = packagePayment({ payment_method: "cash", paid_amount: 1040, paid_at: now.toISOString(), paid: 1, price: 1040 });
    // The second tap of a double tap finds it paid: nothing written.
    expect(paymentChange(paid, { method: "transfer", amount: null }, now)).toEqual({ outcome: "already-paid", set: null });
    expect(paymentChange({ kind: "none", why: "package" }, { method: "cash", amount: null }, now)).toEqual({ outcome: "nothing-to-pay", set: null });
  });

  it("undoes a recorded payment only", () => {
    const paid = packagePayment({ payment_method: "cash", paid_amount: 1040, paid_at: now.toISOString(), paid: 1, price: 1040 });
    expect(paymentChange(paid, { undo: true }, now)).toEqual({ outcome: "undone", set: { payment_method: null, paid_amount: null, paid_at: null } });
    expect(paymentChange({ kind: "due", amount: 150 }, { undo: true }, now)).toEqual({ outcome: "already-unpaid", set: null });
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
