// The diet editor's form as it travels without JavaScript: every day and meal
// as numbered fields ("day-0-meal-1-text"), read back into what was typed
// (a draft of strings, re-rendered as typed on any answer) and, when saved,
// checked into a diet body. "Dodaj dzień" and "Dodaj posiłek" are submit
// buttons that send the form and get it back with one more empty row.
import { DIET_LIMITS, MACROS, type DietBody, type Macro, type Meal } from "./diet-body";

export type MealDraft = Record<"name" | "text" | Macro, string>;
export type DayDraft = { name: string; meals: MealDraft[] };
export type DietDraft = { days: DayDraft[] };
export type DietFieldProblem = "meal-name" | "too-long" | "not-a-number" | "too-large";
export type DietFormProblem = "no-meals" | "too-many-days" | "too-many-meals";
export type DietCheck = { ok: true; body: DietBody } | { ok: false; fields: Record<string, DietFieldProblem>; form: DietFormProblem | null };

const MEAL_FIELDS = ["name", "text", ...MACROS] as const;
export const mealField = (day: number, meal: number, field: (typeof MEAL_FIELDS)[number]) => `day-${day}-meal-${meal}-${field}`;
export const dayNameField = (day: number) => `day-${day}-name`;

const DAY_NAME = /^day-(\d)-name$/;
const MEAL = /^day-(\d)-meal-(\d)-(name|text|kcal|protein|fat|carbs)$/;

/** A field this form has: days and meals within the limits. */
export function isDietField(name: string): boolean {
  const dayName = DAY_NAME.exec(name);
  if (dayName) return Number(dayName[1]) < DIET_LIMITS.days;
  const meal = MEAL.exec(name);
  return meal !== null && Number(meal[1]) < DIET_LIMITS.days && Number(meal[2]) < DIET_LIMITS.mealsPerDay;
}

export const emptyMeal = (): MealDraft => ({ name: "", text: "", kcal: "", protein: "", fat: "", carbs: "" });

/** What was typed, in order: days and meals by their numbers, gaps closed. */
export function dietDraftFrom(fields: URLSearchParams): DietDraft {
  const days = new Map<number, DayDraft>();
  const dayOf = (index: number) => days.get(index) ?? days.set(index, { name: "", meals: [] }).get(index)!;
  const meals = new Map<string, MealDraft>();
  for (const [name, value] of fields) {
    const dayName = DAY_NAME.exec(name);
    if (dayName) dayOf(Number(dayName[1])).name = value;
    const meal = MEAL.exec(name);
    if (!meal) continue;
    const key = `${meal[1]}-${meal[2]}`;
    if (!meals.has(key)) {
      meals.set(key, emptyMeal());
      dayOf(Number(meal[1])).meals[Number(meal[2])] = meals.get(key)!;
    }
    meals.get(key)![meal[3] as (typeof MEAL_FIELDS)[number]] = value;
  }
  const ordered = [...days.entries()].sort(([a], [b]) => a - b).map(([, day]) => ({ ...day, meals: day.meals.filter(Boolean) }));
  return { days: ordered.length > 0 ? ordered : [{ name: "", meals: [emptyMeal()] }] };
}

/** The stored body as the editor shows it. */
export function dietDraftOf(body: DietBody | null): DietDraft {
  if (!body) return { days: [{ name: "", meals: [emptyMeal()] }] };
  const written = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));
  return {
    days: body.days.map((day) => ({
      name: day.name,
      meals: day.meals.map((meal) => ({
        name: meal.name,
        text: meal.text,
        kcal: written(meal.kcal),
        protein: written(meal.protein),
        fat: written(meal.fat),
        carbs: written(meal.carbs),
      })),
    })),
  };
}

/** The draft with one more empty day, or one more empty meal in day `day`; a problem past the limits. */
export function withMoreRows(draft: DietDraft, add: { day: number } | "day"): { draft: DietDraft } | { problem: DietFormProblem } {
  if (add === "day") {
    if (draft.days.length >= DIET_LIMITS.days) return { problem: "too-many-days" };
    return { draft: { days: [...draft.days, { name: "", meals: [emptyMeal()] }] } };
  }
  const day = draft.days[add.day];
  if (!day) return { draft };
  if (day.meals.length >= DIET_LIMITS.mealsPerDay) return { problem: "too-many-meals" };
  return { draft: { days: draft.days.map((each, index) => (index === add.day ? { ...each, meals: [...each.meals, emptyMeal()] } : each)) } };
}

const NUMBER = /^\d{1,5}(?:[.,]\d{1,2})?$/;

/** The draft as a diet to save: empty meals and days left out, each field within its limit. */
export function checkDiet(draft: DietDraft): DietCheck {
  const fields: Record<string, DietFieldProblem> = {};
  const days: DietBody["days"] = [];
  draft.days.forEach((day, dayIndex) => {
    if (day.name.length > DIET_LIMITS.dayName) fields[dayNameField(dayIndex)] = "too-long";
    const meals: Meal[] = [];
    day.meals.forEach((meal, mealIndex) => {
      // Browsers send a textarea's new lines as CRLF: counted and stored as LF.
      const trimmed = Object.fromEntries(MEAL_FIELDS.map((field) => [field, meal[field].trim().replace(/\r\n/g, "\n")])) as MealDraft;
      if (MEAL_FIELDS.every((field) => trimmed[field] === "")) return;
      if (trimmed.name === "") fields[mealField(dayIndex, mealIndex, "name")] = "meal-name";
      if (trimmed.name.length > DIET_LIMITS.mealName) fields[mealField(dayIndex, mealIndex, "name")] = "too-long";
      if (trimmed.text.length > DIET_LIMITS.mealText) fields[mealField(dayIndex, mealIndex, "text")] = "too-long";
      const amounts = {} as Record<Macro, number | null>;
      for (const macro of MACROS) {
        const written = trimmed[macro];
        const value = written === "" ? null : NUMBER.test(written) ? Number(written.replace(",", ".")) : Number.NaN;
        if (Number.isNaN(value)) fields[mealField(dayIndex, mealIndex, macro)] = "not-a-number";
        else if (value !== null && value > (macro === "kcal" ? DIET_LIMITS.kcal : DIET_LIMITS.grams))
          fields[mealField(dayIndex, mealIndex, macro)] = "too-large";
        amounts[macro] = Number.isNaN(value) ? null : value;
      }
      meals.push({ name: trimmed.name, text: trimmed.text, ...amounts });
    });
    if (meals.length > 0) days.push({ name: day.name.trim(), meals });
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields, form: null };
  if (days.length === 0) return { ok: false, fields, form: "no-meals" };
  return { ok: true, body: { days } };
}
