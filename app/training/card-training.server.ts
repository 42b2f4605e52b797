// The card's "Plan i dziennik treningów": the plan's version and days, and
// the workouts the client logged in the last four weeks.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { warsawDay } from "./logged-set";
import { planOf } from "./plan-store.server";
import { workoutsSince } from "./training-log.server";

const DAY_MS = 24 * 60 * 60_000;
const WINDOW_DAYS = 28;

/** Monday of the Warsaw week of `today` ("YYYY-MM-DD"). */
export function weekStart(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

export async function cardTraining(db: Kysely<Database>, clientId: number, now: Date) {
  const today = warsawDay(now);
  const [plan, workouts] = await Promise.all([planOf(db, clientId), workoutsSince(db, clientId, warsawDay(new Date(now.getTime() - WINDOW_DAYS * DAY_MS)))]);
  const monday = weekStart(today);
  return {
    plan: plan && { version: plan.version, days: plan.body.days.map((day) => day.name) },
    thisWeek: new Set(workouts.filter((workout) => workout.doneOn >= monday).map((workout) => workout.doneOn)).size,
    workouts,
  };
}

export type CardTrainingFacts = Awaited<ReturnType<typeof cardTraining>>;
