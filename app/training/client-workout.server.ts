// Today's workout on the client's page (/moje-treningi): the plan's next day
// (or the one chosen), each exercise with its target, what was done last
// time, the best to beat, and the sets already logged today.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { healthConsentOf } from "~/progress/index.server";
import { warsawDay } from "./logged-set";
import { bestOf, liftOf } from "./personal-records";
import { nextPlanDay } from "./plan-day";
import { listExercises } from "./exercise-library.server";
import { exercisePicture } from "./exercise-photo.server";
import { planOf } from "./plan-store.server";
import type { ClientWorkout, DoneSet } from "./workout-types";

/** How far back "last time" and the best are looked for: a plan's life, not four years of rows. */
const LOOKBACK_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

export async function clientWorkout(db: Kysely<Database>, clientId: number, now: Date, chosenDay: number | null): Promise<ClientWorkout> {
  const today = warsawDay(now);
  const [consent, plan] = await Promise.all([healthConsentOf(db, clientId, "progress"), planOf(db, clientId)]);
  const empty = { consent: consent !== null, consentAt: consent, today, plan: null, days: [], dayIndex: -1, exercises: [] };
  if (!plan || plan.body.days.length === 0) return empty;
  const days = plan.body.days.map((day) => day.name);
  const last = await db
    .selectFrom("workout_sets")
    .select(["done_on", "day_name"])
    .where("client_id", "=", clientId)
    .orderBy("done_on", "desc")
    .orderBy("logged_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const dayIndex =
    chosenDay !== null && chosenDay >= 0 && chosenDay < days.length
      ? chosenDay
      : nextPlanDay(days, last ? { doneOn: last.done_on, dayName: last.day_name } : null, today);
  const day = plan.body.days[dayIndex]!;
  const ids = day.exercises.flatMap((exercise) => (exercise.exerciseId === null ? [] : [exercise.exerciseId]));
  const since = warsawDay(new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS));
  const [library, sets] = await Promise.all([
    ids.length ? listExercises(db) : [],
    db
      .selectFrom("workout_sets")
      .select(["exercise_id", "exercise_name", "done_on", "set_number", "weight_kg", "reps", "seconds"])
      .where("client_id", "=", clientId)
      .where("done_on", ">=", since)
      .orderBy("done_on")
      .orderBy("set_number")
      .execute(),
  ]);
  const done = (row: (typeof sets)[number]): DoneSet => ({ setNumber: row.set_number, weightKg: row.weight_kg, reps: row.reps, seconds: row.seconds });
  const start = Date.parse(`${plan.startsOn}T00:00:00Z`);
  const week = Math.floor((Date.parse(`${today}T00:00:00Z`) - start) / (7 * DAY_MS)) + 1;
  return {
    ...empty,
    plan: { id: plan.id, startsOn: plan.startsOn, weeks: plan.weeks, week },
    days,
    dayIndex,
    exercises: day.exercises.map((exercise) => {
      // An exercise since removed from the library is known by its name.
      const mine = sets.filter((row) =>
        exercise.exerciseId === null ? row.exercise_id === null && row.exercise_name === exercise.name : row.exercise_id === exercise.exerciseId,
      );
      const before = mine.filter((row) => row.done_on < today);
      const lastDay = before.at(-1)?.done_on;
      const entry = library.find((one) => one.id === exercise.exerciseId);
      return {
        exercise,
        instructions: entry?.instructions ?? "",
        videoUrl: entry?.videoUrl ?? null,
        picture: entry ? exercisePicture(entry) : null,
        last: before.filter((row) => row.done_on === lastDay).map(done),
        best: bestOf(before.map(liftOf)),
        today: mine.filter((row) => row.done_on === today).map(done),
        formKeys: Array.from({ length: exercise.sets }, () => randomUUID()),
      };
    }),
  };
}
