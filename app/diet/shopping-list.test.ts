import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DietBody } from "./diet-body";
import { ingredientLine, shoppingList } from "./shopping-list";

const meal = (text: string) => ({ name: "Posiłek", text, kcal: null, protein: null, fat: null, carbs: null });
const diet = (...days: string[][]): DietBody => ({ days: days.map((texts, index) => ({ name: `Dzień ${index + 1}`, meals: texts.map(meal) })) });

describe("an ingredient line", () => {
  it("reads an amount, its unit in any of its Polish forms, and the ingredient", () => {
    expect(ingredientLine("120 g płatków owsianych")).toEqual({ name: "płatków owsianych", quantity: 120, unit: "g" });
    expect(ingredientLine("- 1,5 łyżki oliwy")).toEqual({ name: "oliwy", quantity: 1.5, unit: "łyżka" });
    expect(ingredientLine("5 łyżek oliwy")).toEqual({ name: "oliwy", quantity: 5, unit: "łyżka" });
    expect(ingredientLine("1/2 awokado")).toEqual({ name: "awokado", quantity: 0.5, unit: null });
    expect(ingredientLine("200ml mleka")).toEqual({ name: "mleka", quantity: 200, unit: "ml" });
    expect(ingredientLine("2 jajka")).toEqual({ name: "jajka", quantity: 2, unit: null });
  });

  it("keeps a line without an amount as written, and skips a blank one", () => {
    expect(ingredientLine("  sól   i pieprz ")).toEqual({ name: "sól i pieprz", quantity: null, unit: null });
    expect(ingredientLine("120 g")).toEqual({ name: "120 g", quantity: null, unit: null });
    expect(ingredientLine("   ")).toBeNull();
  });
});

describe("the shopping list", () => {
  it("sums the same ingredient in the same unit across meals and days, lists other units beside, and sorts in Polish order", () => {
    const list = shoppingList(
      diet(
        ["120 g płatków owsianych\n1 banan\nśmietana", "2 łyżki masła orzechowego"],
        ["80 g Płatków owsianych\n1 szklanka płatków owsianych", "Śmietana\n1 banan"],
      ),
    );
    expect(list).toEqual([
      { name: "banan", amounts: [{ quantity: 2, unit: null }], unmeasured: false },
      { name: "masła orzechowego", amounts: [{ quantity: 2, unit: "łyżka" }], unmeasured: false },
      {
        name: "płatków owsianych",
        amounts: [
          { quantity: 200, unit: "g" },
          { quantity: 1, unit: "szklanka" },
        ],
        unmeasured: false,
      },
      { name: "śmietana", amounts: [], unmeasured: true },
    ]);
  });

  const spellings = ["g", "kg", "ml", "łyżki", "łyżek", "szt.", ""] as const;
  const names = ["ryżu", "jabłko", "oliwy", "Ryżu", "mleka"] as const;
  const line = fc.record({
    quantity: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
    spelling: fc.constantFrom(...spellings),
    name: fc.constantFrom(...names),
  });
  const written = (entry: { quantity: number | null; spelling: string; name: string }) =>
    entry.quantity === null ? entry.name : [entry.quantity, entry.spelling, entry.name].filter((part) => part !== "").join(" ");

  it("loses nothing: every ingredient line is in the list, its amount in its unit's sum", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.array(line, { maxLength: 6 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), (days) => {
        const list = shoppingList(diet(...days.map((meals) => meals.map((lines) => lines.map(written).join("\n")))));
        const lines = days.flat(2);
        for (const entry of lines) {
          const parsed = ingredientLine(written(entry))!;
          const item = list.find((candidate) => candidate.name.toLowerCase() === parsed.name.toLowerCase());
          expect(item).toBeDefined();
          if (parsed.quantity === null) expect(item!.unmeasured).toBe(true);
          else {
            const same = lines
              .map((other) => ingredientLine(written(other))!)
              .filter((other) => other.name.toLowerCase() === parsed.name.toLowerCase() && other.unit === parsed.unit);
            const sum = same.reduce((total, other) => total + (other.quantity ?? 0), 0);
            expect(item!.amounts.find((amount) => amount.unit === parsed.unit)?.quantity).toBe(sum);
          }
        }
        expect(new Set(list.map((item) => item.name.toLowerCase())).size).toBe(list.length);
      }),
    );
  });
});
