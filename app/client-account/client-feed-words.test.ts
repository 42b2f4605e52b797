import { describe, expect, it } from "vitest";
import { PAGE, PAGE_NOTICES } from "./client-account.messages";

// Said to the client, whoever they are: no form of theirs that has a gender.
describe("the client's words for a new calendar address", () => {
  it("say that the old address stops at once and the new one is added again, with no gendered form", () => {
    expect(PAGE.newFeedQuestion).toContain("stary przestanie działać od razu");
    expect(PAGE.newFeedConfirm).toBe("Utwórz nowy adres");
    expect(PAGE_NOTICES.nowyadres).toBe("Kalendarz ma nowy adres, a stary już nie działa. Dodaj nowy do kalendarza w telefonie.");
    const text = [PAGE.newFeed, PAGE.newFeedQuestion, PAGE.newFeedConfirm, PAGE_NOTICES.nowyadres].join(" ");
    for (const gendered of [/\b(zrobiłeś|zrobiłaś|mógłbyś|mogłabyś|sam|sama|pewien|pewna)\b/u, /(łeś|łaś)\b/u]) expect(text).not.toMatch(gendered);
  });
});
