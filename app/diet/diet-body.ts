// What a diet version and a supplement list version store as JSON (the
// `body` column), with the limits every form and stored row keeps. Written
// by the trainer's forms, read by the trainer's editor and the client's page.
import { z } from "~/lib/zod";

export const DIET_LIMITS = {
  days: 7,
  mealsPerDay: 8,
  dayName: 60,
  mealName: 60,
  mealText: 800,
  kcal: 10_000,
  grams: 1_000,
  supplements: 20,
  supplementField: 120,
  pdfBytes: 10 * 1024 * 1024,
  pdfName: 120,
} as const;

/** Calories and macronutrients: each optional, the grams of protein, fat and carbohydrates. */
export const MACROS = ["kcal", "protein", "fat", "carbs"] as const;
export type Macro = (typeof MACROS)[number];

const amount = (max: number) => z.number().min(0).max(max).nullable();

const mealSchema = z.object({
  name: z.string().max(DIET_LIMITS.mealName),
  text: z.string().max(DIET_LIMITS.mealText),
  kcal: amount(DIET_LIMITS.kcal),
  protein: amount(DIET_LIMITS.grams),
  fat: amount(DIET_LIMITS.grams),
  carbs: amount(DIET_LIMITS.grams),
});

export const dietBodySchema = z.object({
  days: z
    .array(z.object({ name: z.string().max(DIET_LIMITS.dayName), meals: z.array(mealSchema).min(1).max(DIET_LIMITS.mealsPerDay) }))
    .min(1)
    .max(DIET_LIMITS.days),
});

const supplementSchema = z.object({
  name: z.string().min(1).max(DIET_LIMITS.supplementField),
  dose: z.string().max(DIET_LIMITS.supplementField),
  when: z.string().max(DIET_LIMITS.supplementField),
  why: z.string().max(DIET_LIMITS.supplementField),
});

export const supplementListBodySchema = z.object({ items: z.array(supplementSchema).max(DIET_LIMITS.supplements) });

export type Meal = z.infer<typeof mealSchema>;
export type DietDay = z.infer<typeof dietBodySchema>["days"][number];
export type DietBody = z.infer<typeof dietBodySchema>;
export type Supplement = z.infer<typeof supplementSchema>;
export type SupplementList = z.infer<typeof supplementListBodySchema>;

/** A stored diet body, or null when the version is a PDF (or the text is not one of ours). */
export function readDietBody(stored: string | null): DietBody | null {
  if (stored === null) return null;
  const parsed = dietBodySchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : null;
}

export function readSupplementList(stored: string | null): SupplementList {
  if (stored === null) return { items: [] };
  const parsed = supplementListBodySchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : { items: [] };
}
