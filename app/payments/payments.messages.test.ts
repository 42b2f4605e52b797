import { describe, expect, it } from "vitest";
import { paymentText, unpaidLead } from "./payments.messages";

describe("the lead of the list of what is unpaid", () => {
  it("says what the terms' rule lists: sessions up to today, or every confirmed one when paid before the session", () => {
    expect(unpaidLead("at_session")).toBe(
      "Treningi, które się odbyły albo są potwierdzone do dziś włącznie, i sprzedane pakiety, od najstarszych. Treningi z pakietu, opłacone bonem i bezpłatne tu nie trafiają.",
    );
    expect(unpaidLead("before_session")).toBe(
      "Treningi, które się odbyły, i wszystkie potwierdzone — także przyszłe, bo płaci się za nie przed treningiem — oraz sprzedane pakiety, od najstarszych. Treningi z pakietu, opłacone bonem i bezpłatne tu nie trafiają.",
    );
  });
});

describe("a payment's words", () => {
  it("reads naturally after „Płatność:” for a training and a consultation alike, never „bezpłatny”", () => {
    expect(`Płatność: ${paymentText({ kind: "none", why: "free" })}`).toBe("Płatność: bezpłatnie");
    expect(`Płatność: ${paymentText({ kind: "none", why: "package" })}`).toBe("Płatność: z pakietu");
    expect(`Płatność: ${paymentText({ kind: "none", why: "cancelled" })}`).toBe("Płatność: bez opłaty (termin odwołany)");
    expect(`Płatność: ${paymentText({ kind: "none", why: "voucher" })}`).toBe("Płatność: opłacone bonem");
    for (const why of ["free", "package", "voucher", "cancelled"] as const) {
      // No adjective that would agree with one kind of service only ("bezpłatny trening", "bezpłatna konsultacja").
      expect(paymentText({ kind: "none", why })).not.toMatch(/bezpłatn[ya]\b|^odwołan/);
    }
  });

  it("says what is due and how it was paid", () => {
    expect(paymentText({ kind: "due", amount: 150 })).toMatch(/^do zapłaty: 150\szł$/);
    expect(paymentText({ kind: "paid", method: "blik", amount: 150, at: null })).toMatch(/^opłacone: BLIK, 150\szł$/);
    expect(paymentText({ kind: "paid", method: null, amount: null, at: null })).toBe("opłacone");
  });
});
