import { MACROS, type DietDay, type Macro } from "./diet-body";

export type DayTotals = Record<Macro, number | null>;

/** A day's calories and macros: the sum over its meals that give them, null where none does. */
export function dayTotals(day: DietDay): DayTotals {
  const totals = { kcal: null, protein: null, fat: null, carbs: null } as DayTotals;
  for (const meal of day.meals)
    for (const macro of MACROS) {
      const value = meal[macro];
      if (value !== null) totals[macro] = Math.round(((totals[macro] ?? 0) + value) * 10) / 10;
    }
  return totals;
}
