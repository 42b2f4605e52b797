import { describe, expect, it } from "vitest";
import { checkDiet, dietDraftFrom, dietDraftOf, isDietField, withMoreRows } from "./diet-form";
import { checkSupplements, isSupplementField, supplementDraftFrom, withMoreSupplements } from "./supplement-form";

const form = (fields: Record<string, string>) => new URLSearchParams(Object.entries(fields));

describe("the diet form", () => {
  it("reads what was typed back in order, numbers as written, and accepts only fields within the limits", () => {
    const draft = dietDraftFrom(
      form({
        "day-1-name": "Wtorek",
        "day-0-name": "Poniedziałek",
        "day-0-meal-1-name": "Obiad",
        "day-0-meal-0-name": "Śniadanie",
        "day-0-meal-0-kcal": "450,5",
      }),
    );
    expect(draft.days.map((day) => [day.name, day.meals.map((meal) => [meal.name, meal.kcal])])).toEqual([
      [
        "Poniedziałek",
        [
          ["Śniadanie", "450,5"],
          ["Obiad", ""],
        ],
      ],
      ["Wtorek", []],
    ]);
    expect(["day-6-name", "day-6-meal-7-carbs", "day-0-meal-0-text"].every(isDietField)).toBe(true);
    expect(["day-7-name", "day-0-meal-8-name", "day-0-meal-0-sugar", "day-10-name", "base"].some(isDietField)).toBe(false);
  });

  it("adds an empty day or meal up to the limits, keeping everything typed", () => {
    const draft = dietDraftOf(null);
    const more = withMoreRows(draft, { day: 0 });
    expect("draft" in more && more.draft.days[0]!.meals).toHaveLength(2);
    let days = draft;
    for (let count = 1; count < 7; count++) days = (withMoreRows(days, "day") as { draft: typeof draft }).draft;
    expect(days.days).toHaveLength(7);
    expect(withMoreRows(days, "day")).toEqual({ problem: "too-many-days" });
    let meals = draft;
    for (let count = 1; count < 8; count++) meals = (withMoreRows(meals, { day: 0 }) as { draft: typeof draft }).draft;
    expect(withMoreRows(meals, { day: 0 })).toEqual({ problem: "too-many-meals" });
  });

  it("saves the meals typed, leaving empty meals and days out, numbers with a comma or a dot, new lines as LF", () => {
    const checked = checkDiet(
      dietDraftFrom(
        form({
          "day-0-name": " Dzień treningowy ",
          "day-0-meal-0-name": "Śniadanie",
          "day-0-meal-0-text": "120 g płatków\r\n1 banan ",
          "day-0-meal-0-kcal": "450",
          "day-0-meal-0-protein": "20.5",
          "day-0-meal-1-name": "",
          "day-1-name": "Pusty",
        }),
      ),
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        days: [{ name: "Dzień treningowy", meals: [{ name: "Śniadanie", text: "120 g płatków\n1 banan", kcal: 450, protein: 20.5, fat: null, carbs: null }] }],
      },
    });
    expect(dietDraftOf(checked.ok ? checked.body : null).days[0]!.meals[0]).toMatchObject({ kcal: "450", protein: "20,5" });
  });

  it("says what to fix, field by field, and refuses a diet with no meal", () => {
    const checked = checkDiet(
      dietDraftFrom(form({ "day-0-meal-0-text": "jajecznica", "day-0-meal-1-name": "Obiad", "day-0-meal-1-kcal": "dużo", "day-0-meal-1-fat": "1001" })),
    );
    expect(checked).toEqual({
      ok: false,
      form: null,
      fields: { "day-0-meal-0-name": "meal-name", "day-0-meal-1-kcal": "not-a-number", "day-0-meal-1-fat": "too-large" },
    });
    expect(checkDiet(dietDraftFrom(form({ "day-0-name": "Poniedziałek" })))).toEqual({ ok: false, fields: {}, form: "no-meals" });
    expect(checkDiet(dietDraftFrom(form({ "day-0-meal-0-name": "x".repeat(61) })))).toMatchObject({ fields: { "day-0-meal-0-name": "too-long" } });
  });
});

describe("the supplement form", () => {
  it("reads the rows typed, adds one up to 20, saves the named ones and asks to name the rest", () => {
    const rows = supplementDraftFrom(
      form({ "supplement-1-name": "Kreatyna", "supplement-1-dose": "5 g", "supplement-0-name": "Witamina D3", "supplement-2-why": "sen" }),
    );
    expect(rows.map((row) => row.name)).toEqual(["Witamina D3", "Kreatyna", ""]);
    expect(checkSupplements(rows)).toEqual({ ok: false, fields: { "supplement-2-name": "supplement-name" } });
    expect(checkSupplements(rows.slice(0, 2))).toEqual({
      ok: true,
      list: {
        items: [
          { name: "Witamina D3", dose: "", when: "", why: "" },
          { name: "Kreatyna", dose: "5 g", when: "", why: "" },
        ],
      },
    });
    let many = rows;
    while (many.length < 20) many = withMoreSupplements(many)!;
    expect(withMoreSupplements(many)).toBeNull();
    expect([isSupplementField("supplement-19-why"), isSupplementField("supplement-20-name"), isSupplementField("supplement-0-price")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
