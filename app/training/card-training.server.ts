// The card's "Plan i dziennik treningów": the plan's version and days, how
// many days the client trained this week, and a page of the workout log.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { warsawDay } from "./logged-set";
import { planOf } from "./plan-store.server";
import { workoutsPage } from "./training-log.server";

const DAY_MS = 24 * 60 * 60_000;

/** Monday of the Warsaw week of `today` ("YYYY-MM-DD"). */
export function weekStart(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** `through`: the card's "?starsze=" (the newest day of an older page), anything but a date meaning the newest page. */
export async function cardTraining(db: Kysely<Database>, clientId: number, now: Date, through: string | null = null) {
  const monday = weekStart(warsawDay(now));
  const page = through !== null && /^\d{4}-\d{2}-\d{2}$/.test(through) ? through : null;
  const [plan, log, week] = await Promise.all([
    planOf(db, clientId),
    workoutsPage(db, clientId, page),
    // The week's days apart from the page: an older page still says how this week goes (a week has at most 8 such days).
    db.selectFrom("workout_sets").select("done_on").distinct().where("client_id", "=", clientId).where("done_on", ">=", monday).execute(),
  ]);
  return {
    plan: plan && { version: plan.version, days: plan.body.days.map((day) => day.name) },
    thisWeek: week.length,
    workouts: log.workouts,
    olderThrough: log.olderThrough,
    olderPage: page !== null,
  };
}

export type CardTrainingFacts = Awaited<ReturnType<typeof cardTraining>>;
