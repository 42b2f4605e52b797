// A training plan's days and exercises, as a version stores them (the body
// of training_plans and plan_templates) and as the builder's form sends them.
// Browser-safe: the client's page reads the same shape.
import { z } from "~/lib/zod";

export const PLAN_LIMITS = { days: 7, exercisesPerDay: 20, sets: 20, reps: 12, seconds: 3600, kg: 500, rpe: 10, rest: 600, text: 300, name: 40 } as const;

const optionalNumber = (max: number) => z.number().min(0).max(max).nullable();

export const planExerciseSchema = z.object({
  /** The library's exercise; null once it was removed from the library (the name stays). */
  exerciseId: z.number().int().positive().nullable(),
  name: z.string().min(1).max(PLAN_LIMITS.text),
  sets: z.number().int().min(1).max(PLAN_LIMITS.sets),
  /** As the trainer writes it: "8", "8–10", "do upadku". */
  reps: z.string().max(PLAN_LIMITS.reps),
  /** A timed exercise (a plank): seconds per set instead of reps. */
  seconds: optionalNumber(PLAN_LIMITS.seconds),
  kg: optionalNumber(PLAN_LIMITS.kg),
  rpe: optionalNumber(PLAN_LIMITS.rpe),
  /** "3-1-1-0": eccentric, pause, concentric, pause. */
  tempo: z.string().max(PLAN_LIMITS.reps),
  restSeconds: optionalNumber(PLAN_LIMITS.rest),
  note: z.string().max(PLAN_LIMITS.text),
  /** Done in a superset with the exercise before it. */
  superset: z.boolean(),
});

export const planDaySchema = z.object({
  name: z.string().min(1).max(PLAN_LIMITS.name),
  exercises: z.array(planExerciseSchema).max(PLAN_LIMITS.exercisesPerDay),
});

export const planBodySchema = z.object({ days: z.array(planDaySchema).min(1).max(PLAN_LIMITS.days) });

export type PlanExercise = z.infer<typeof planExerciseSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type PlanBody = z.infer<typeof planBodySchema>;

/** A stored body read back; a body that fails the schema (never written so) reads as no days. */
export function readPlanBody(json: string | null): PlanBody {
  if (!json) return { days: [] };
  const parsed = planBodySchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : { days: [] };
}
