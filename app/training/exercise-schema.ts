// The exercise form (/admin/cwiczenia/nowe and /admin/cwiczenia/:id), read
// with a Polish message for every mistake; the same schema in the browser.
import { z } from "~/lib/zod";
import { EXERCISE_CATEGORIES } from "./exercise-category";
import { EXERCISE_FIELD_ERRORS as ERRORS } from "./exercise-library.messages";
import { videoLink } from "./exercise-video";

export const EXERCISE_LIMITS = { name: 80, instructions: 1000, muscles: 200, equipment: 200, videoUrl: 300 } as const;

/** The fields an exercise's form sends; a save adds the version it was opened with, an addition its submission key. */
export const EXERCISE_FIELDS = ["name", "category", "instructions", "muscles", "equipment", "videoUrl"] as const;

export type ExerciseFields = Record<(typeof EXERCISE_FIELDS)[number], string>;

/** One line, spaces squeezed: names and lists are read in a select and a search. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export const exerciseSchema = z.object({
  name: z
    .string()
    .transform(oneLine)
    .pipe(z.string().min(1, ERRORS.nameMissing).max(EXERCISE_LIMITS.name, ERRORS.nameTooLong(EXERCISE_LIMITS.name))),
  category: z.enum(EXERCISE_CATEGORIES, ERRORS.categoryMissing),
  instructions: z
    .string()
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(EXERCISE_LIMITS.instructions, ERRORS.instructionsTooLong(EXERCISE_LIMITS.instructions))),
  muscles: z
    .string()
    .transform(oneLine)
    .pipe(z.string().max(EXERCISE_LIMITS.muscles, ERRORS.musclesTooLong(EXERCISE_LIMITS.muscles))),
  equipment: z
    .string()
    .transform(oneLine)
    .pipe(z.string().max(EXERCISE_LIMITS.equipment, ERRORS.equipmentTooLong(EXERCISE_LIMITS.equipment))),
  videoUrl: z
    .string()
    .trim()
    .max(EXERCISE_LIMITS.videoUrl, ERRORS.videoTooLong(EXERCISE_LIMITS.videoUrl))
    .transform((value, context) => {
      if (value === "") return null;
      const link = videoLink(value);
      if (!link) context.addIssue({ code: "custom", message: ERRORS.videoInvalid });
      return link;
    }),
});

export type ExerciseInput = z.output<typeof exerciseSchema>;

/** What the form sent, as typed (missing fields empty): shown again with the errors. */
export function typedExercise(fields: URLSearchParams): ExerciseFields {
  return Object.fromEntries(EXERCISE_FIELDS.map((name) => [name, fields.get(name) ?? ""])) as ExerciseFields;
}
