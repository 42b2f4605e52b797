// One set as the client's phone logs it and sends it, maybe long after,
// maybe twice: `setKey` is made on the phone when the set is logged, so the
// server stores each set once however often it arrives. Browser-safe.
import { z } from "~/lib/zod";

export const SET_LIMITS = { kg: 500, reps: 999, seconds: 3600, setNumber: 50, setsPerSend: 200 } as const;

/** What the log keeps of a client (workout-caps.server.ts); past either, a post is refused whole. */
export const WORKOUT_CAPS = {
  /** Sets received in one Warsaw day: a long workout is 60–100 sets, so a few days' offline queue sent at once still fits. */
  perDay: 300,
  /** Sets naming one plan version (a 16-week plan of 5 days of 60 sets is 4 800), and likewise sets naming none. */
  perPlan: 5000,
} as const;

export type WorkoutCap = keyof typeof WORKOUT_CAPS;

const optional = (max: number) => z.number().min(0).max(max).nullable();

export const loggedSetSchema = z
  .object({
    setKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    planId: z.number().int().positive().nullable(),
    dayName: z.string().min(1).max(40),
    exerciseId: z.number().int().positive().nullable(),
    exerciseName: z.string().min(1).max(300),
    setNumber: z.number().int().min(1).max(SET_LIMITS.setNumber),
    weightKg: optional(SET_LIMITS.kg),
    reps: z.number().int().min(0).max(SET_LIMITS.reps).nullable(),
    seconds: z.number().int().min(0).max(SET_LIMITS.seconds).nullable(),
    /** The Warsaw date on the phone when it was logged. */
    doneOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    loggedAt: z.iso.datetime(),
    /** The consent to keep health data the page showed when the set was logged (its time); absent from sets queued before it was sent. */
    consentAt: z.iso.datetime().nullable().optional(),
  })
  .refine((set) => set.reps !== null || set.seconds !== null);

export const loggedSetsSchema = z.array(loggedSetSchema).min(1).max(SET_LIMITS.setsPerSend);

export type LoggedSet = z.infer<typeof loggedSetSchema>;

/** The Warsaw date of an instant as "YYYY-MM-DD", without Temporal (this runs on the phone too). */
export function warsawDay(instant: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(instant);
}
