import { describe, expect, it } from "vitest";
import { unpaidLead } from "./payments.messages";

describe("the lead of the list of what is unpaid", () => {
  it("says what the terms' rule lists: sessions up to today, or every confirmed one when paid before the session", () => {
    expect(unpaidLead("at_session")).toBe(
      "Treningi, które się odbyły albo są potwierdzone do dziś włącznie, i sprzedane pakiety, od najstarszych. Treningi z pakietu i bezpłatne tu nie trafiają.",
    );
    expect(unpaidLead("before_session")).toBe(
      "Treningi, które się odbyły, i wszystkie potwierdzone — także przyszłe, bo płaci się za nie przed treningiem — oraz sprzedane pakiety, od najstarszych. Treningi z pakietu i bezpłatne tu nie trafiają.",
    );
  });
});
