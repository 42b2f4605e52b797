// The two ways a logged set reaches the server: the page's script sends the
// phone's batch as JSON in one field; the form without JavaScript sends one
// set by its plan, day and exercise (the names are read from the plan, not
// taken from the form).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { loggedSetsSchema, warsawDay, type LoggedSet } from "./logged-set";
import { planOf } from "./plan-store.server";

export const SET_FORM_FIELDS = ["sets", "setKey", "setNumber", "planId", "dayName", "dayIndex", "exercise", "weightKg", "reps", "seconds"];

/** The batch the script sent, or null when it is not one. */
export function setsFromScript(json: string): LoggedSet[] | null {
  try {
    const parsed = loggedSetsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const decimal = (text: string | null) => {
  if (!text?.trim()) return null;
  const value = Number(text.trim().replace(",", "."));
  return Number.isFinite(value) ? value : Number.NaN;
};

/** The one set a form sent, checked as the script's are; null when it is not one. */
export async function setFromForm(db: Kysely<Database>, clientId: number, fields: URLSearchParams, now: Date): Promise<LoggedSet[] | null> {
  const plan = await planOf(db, clientId);
  if (!plan || String(plan.id) !== fields.get("planId")) return null;
  const day = plan.body.days[Number(fields.get("dayIndex"))];
  const exercise = day?.exercises[Number(fields.get("exercise"))];
  if (!day || !exercise) return null;
  const reps = decimal(fields.get("reps"));
  const set = {
    setKey: fields.get("setKey") ?? "",
    planId: plan.id,
    dayName: day.name,
    exerciseId: exercise.exerciseId,
    exerciseName: exercise.name,
    setNumber: Number(fields.get("setNumber")),
    weightKg: decimal(fields.get("weightKg")),
    reps: reps === null ? null : Math.round(reps),
    seconds: decimal(fields.get("seconds")),
    doneOn: warsawDay(now),
    loggedAt: now.toISOString(),
  };
  return setsFromScript(JSON.stringify([set]));
}
