import { describe, expect, it } from "vitest";
import { outsideRulesSentence } from "./scheduling.messages";

describe("the bookings a publish leaves outside the rules", () => {
  it("counts them in the right form, with the verb agreeing", () => {
    const hours: [number, string][] = [
      [1, "Jedna rezerwacja jest poza nowymi godzinami pracy. Nic się dla klientów nie zmieniło: zdecyduj w Kalendarzu, czy ją zostawić"],
      [2, "2 rezerwacje są poza nowymi godzinami pracy. Nic się dla klientów nie zmieniło: zdecyduj w Kalendarzu, czy je zostawić"],
      [5, "5 rezerwacji jest poza nowymi godzinami pracy."],
      [12, "12 rezerwacji jest poza nowymi godzinami pracy."],
      [22, "22 rezerwacje są poza nowymi godzinami pracy."],
    ];
    for (const [count, start] of hours) expect(outsideRulesSentence({ count, what: "hours" }).startsWith(start)).toBe(true);
  });

  it("says a withdrawn service with its own verb, and mixed reasons as the new rules", () => {
    expect(outsideRulesSentence({ count: 1, what: "services" })).toMatch(/^Jedna rezerwacja dotyczy wycofanej usługi\./);
    expect(outsideRulesSentence({ count: 22, what: "services" })).toMatch(/^22 rezerwacje dotyczą wycofanej usługi\./);
    expect(outsideRulesSentence({ count: 5, what: "services" })).toMatch(/^5 rezerwacji dotyczy wycofanej usługi\./);
    expect(outsideRulesSentence({ count: 12, what: "rules" })).toMatch(/^12 rezerwacji jest poza nowymi zasadami\./);
  });
});
