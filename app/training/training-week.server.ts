// "Kto trenuje": the clients with a plan, this week's workouts of each, the
// days since the last one, and the records of the week; the quiet ones first,
// as those are the ones to call.
import type { Kysely } from "kysely";
import { namesApart } from "~/lib/names-apart";
import type { Database } from "~/db/database.server";
import { weekStart } from "./card-training.server";
import { warsawDay } from "./logged-set";
import { workoutsSince } from "./training-log.server";

/** `name` tells two clients of one name apart (names-apart.ts). */
export type TrainingWeekRow = { clientId: number; name: string; workouts: number; lastOn: string | null; daysSince: number | null; records: string[] };

const DAY_MS = 24 * 60 * 60_000;

export async function trainingWeek(db: Kysely<Database>, now: Date): Promise<{ monday: string; rows: TrainingWeekRow[] }> {
  const today = warsawDay(now);
  const monday = weekStart(today);
  // Each client's last day found by the index apiece: a join and a grouping read every set they ever logged.
  const clients = await db
    .selectFrom("clients")
    .select([
      "clients.id",
      "clients.name",
      "clients.email",
      "clients.phone",
      (eb) =>
        eb
          .selectFrom("workout_sets")
          .select((inner) => inner.fn.max("workout_sets.done_on").as("last"))
          .whereRef("workout_sets.client_id", "=", "clients.id")
          .as("last_on"),
    ])
    .where("clients.id", "in", db.selectFrom("training_plans").select("client_id"))
    .execute();
  const rows = await Promise.all(
    namesApart(clients).map(async (client) => {
      const lastOn = client.last_on ?? null;
      const week = lastOn && lastOn >= monday ? await workoutsSince(db, client.id, monday) : [];
      return {
        clientId: client.id,
        name: client.label,
        workouts: new Set(week.map((workout) => workout.doneOn)).size,
        lastOn,
        daysSince: lastOn ? Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${lastOn}T12:00:00Z`)) / DAY_MS) : null,
        records: week.flatMap((workout) => workout.exercises.flatMap((exercise) => (exercise.sets.some((set) => set.record) ? [exercise.name] : []))),
      };
    }),
  );
  // The longest without a workout first (never: first of all), then by name.
  rows.sort((a, b) => (b.daysSince ?? Infinity) - (a.daysSince ?? Infinity) || a.name.localeCompare(b.name, "pl"));
  return { monday, rows };
}
