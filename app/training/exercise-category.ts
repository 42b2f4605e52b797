/** The library's categories, in the order the panel lists them; their Polish names are in exercise-library.messages.ts. */
export const EXERCISE_CATEGORIES = ["nogi", "plecy", "klatka", "barki", "ramiona", "core", "cale-cialo", "cardio", "mobilnosc"] as const;

export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

export function isExerciseCategory(value: string): value is ExerciseCategory {
  return (EXERCISE_CATEGORIES as readonly string[]).includes(value);
}
