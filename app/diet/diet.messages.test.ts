import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClientDietSection } from "./client-diet-section";
import { amountText, CARD_DIET, dayLabel, dayTotalLine } from "./diet.messages";

describe("the diet's words", () => {
  it("puts a unit in the form its count takes, a fraction in the genitive", () => {
    expect([1, 2, 5, 12, 22].map((count) => amountText(count, "łyżka"))).toEqual(["1 łyżka", "2 łyżki", "5 łyżek", "12 łyżek", "22 łyżki"]);
    expect([amountText(1.5, "szklanka"), amountText(0.5, "plaster"), amountText(240, "g"), amountText(2, null)]).toEqual([
      "1,5 szklanki",
      "0,5 plastra",
      "240 g",
      "2",
    ]);
  });

  it("names a day without a name, says a day's total of what is given, and the card's summary", () => {
    expect([dayLabel("", 0, 1), dayLabel("", 1, 3), dayLabel("Wtorek", 1, 3)]).toEqual(["Typowy dzień", "Dzień 2", "Wtorek"]);
    expect(dayTotalLine({ kcal: 2100.5, protein: 150, fat: null, carbs: null })).toBe("Razem w ciągu dnia: 2100,5 kcal · białko 150 g");
    expect(dayTotalLine({ kcal: null, protein: null, fat: null, carbs: null })).toBe("");
    expect([1, 2, 5].map((count) => CARD_DIET.summary({ days: count, pdf: false, supplements: count }))).toEqual([
      "dieta: 1 dzień, 1 suplement",
      "dieta: 2 dni, 2 suplementy",
      "dieta: 5 dni, 5 suplementów",
    ]);
    expect(CARD_DIET.summary({ days: 0, pdf: true, supplements: 0 })).toBe("dieta w PDF, bez suplementów");
  });
});

describe("the client's section", () => {
  it("shows each day's meals and total, the shopping list folded, and the supplements", () => {
    const meal = { name: "Śniadanie", text: "120 g płatków\n1 banan", kcal: 450, protein: 20, fat: null, carbs: null };
    const html = renderToStaticMarkup(
      createElement(ClientDietSection, {
        diet: {
          days: [{ name: "", meals: [meal], totals: { kcal: 450, protein: 20, fat: null, carbs: null } }],
          shopping: [{ name: "płatków", amounts: [{ quantity: 120, unit: "g" }], unmeasured: false }],
          pdfName: null,
          supplements: [{ name: "Witamina D3", dose: "2000 j.m.", when: "rano", why: "" }],
          updatedAt: "2027-03-01T08:00:00.000Z",
        },
      }),
    ).replaceAll("\u00A0", " ");
    expect(html).toContain("Dieta i suplementy");
    expect(html).toContain("Typowy dzień");
    expect(html).toContain("450 kcal · białko 20 g");
    expect(html).toContain("Razem w ciągu dnia: 450 kcal · białko 20 g");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Lista zakupów<\/summary>.*<li>120 g płatków<\/li>/);
    expect(html).toContain("Witamina D3</span> — 2000 j.m. — rano");
    expect(html).toContain('href="/moje-treningi/dieta/druk"');
    expect(html).not.toContain("dieta.pdf");
  });
});
