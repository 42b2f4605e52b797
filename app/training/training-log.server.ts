// A client's workout log read back for the trainer: workouts (a day's sets
// under its plan day), each exercise's sets, and which set a record.
import type { Kysely, Selectable } from "kysely";
import type { Database } from "~/db/database.server";
import { bestOf, liftOf, recordsIn } from "./personal-records";
import type { DoneSet } from "./workout-types";

export type LoggedExercise = { name: string; sets: (DoneSet & { record: boolean })[] };
export type LoggedWorkout = { doneOn: string; dayName: string; exercises: LoggedExercise[] };

const LOG_COLUMNS = ["done_on", "day_name", "exercise_id", "exercise_name", "set_number", "weight_kg", "reps", "seconds", "logged_at"] as const;
type LogRow = Pick<Selectable<Database["workout_sets"]>, (typeof LOG_COLUMNS)[number]>;

/**
 * Sets a page of the card's log reads at most: a long workout is 100 sets and a day keeps at most
 * WORKOUT_CAPS.perDay, so a page is a few workouts to a few weeks of them, whatever the log's size.
 */
export const LOG_PAGE_SETS = 300;

const DAY_MS = 24 * 60 * 60_000;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The workouts done on or after `since` ("YYYY-MM-DD"), the newest first, records marked against the days before each. */
export async function workoutsSince(db: Kysely<Database>, clientId: number, since: string): Promise<LoggedWorkout[]> {
  const recent = await db
    .selectFrom("workout_sets")
    .select(LOG_COLUMNS)
    .where("client_id", "=", clientId)
    .where("done_on", ">=", since)
    .orderBy("done_on")
    .orderBy("logged_at")
    .execute();
  return workoutsOf(db, clientId, recent, since);
}

/**
 * A page of the log, the newest first: the latest LOG_PAGE_SETS sets done on or before `through` (all, when null),
 * in whole days (a day cut by the page's end starts the next page), and the `through` of the next page (null: none).
 */
export async function workoutsPage(
  db: Kysely<Database>,
  clientId: number,
  through: string | null,
): Promise<{ workouts: LoggedWorkout[]; olderThrough: string | null }> {
  const rows = await db
    .selectFrom("workout_sets")
    .select(LOG_COLUMNS)
    .where("client_id", "=", clientId)
    .$if(through !== null, (query) => query.where("done_on", "<=", through!))
    .orderBy("done_on", "desc")
    .orderBy("logged_at", "desc")
    .limit(LOG_PAGE_SETS + 1)
    .execute();
  const read = rows.slice(0, LOG_PAGE_SETS);
  const [oldest, next] = [read.at(-1)?.done_on, rows[LOG_PAGE_SETS]];
  // A day the page's end cuts is the next page's; one day over a whole page (older logs, from before the day's cap) shows its latest sets.
  const cut = next && next.done_on === oldest && read.some((row) => row.done_on !== oldest) ? oldest : null;
  const shown = (cut ? read.filter((row) => row.done_on !== cut) : read).reverse();
  const olderThrough = next && oldest ? (cut ?? dayBefore(oldest)) : null;
  return { workouts: shown.length ? await workoutsOf(db, clientId, shown, shown[0]!.done_on) : [], olderThrough };
}

/** The workouts of `recent` (sets done on or after `since`, in the order logged), records marked against the days before `since`. */
async function workoutsOf(db: Kysely<Database>, clientId: number, recent: LogRow[], since: string): Promise<LoggedWorkout[]> {
  const ids = [...new Set(recent.flatMap((row) => (row.exercise_id === null ? [] : [row.exercise_id])))];
  // The best before the window, by exercise: the heaviest weight, then the most reps at it. The heaviest
  // are found once per exercise and joined (a subquery per set read years of sets for every one of them).
  const before = (table: "workout_sets" | "heaviest_before") =>
    db
      .selectFrom(`workout_sets as ${table}`)
      .where(`${table}.client_id`, "=", clientId)
      .where(`${table}.exercise_id`, "in", ids)
      .where(`${table}.done_on`, "<", since);
  const earlier = ids.length
    ? await before("workout_sets")
        .innerJoin(
          before("heaviest_before")
            .select(["heaviest_before.exercise_id", (eb) => eb.fn.max("heaviest_before.weight_kg").as("weight_kg")])
            .groupBy("heaviest_before.exercise_id")
            .as("heaviest"),
          (join) => join.onRef("heaviest.exercise_id", "=", "workout_sets.exercise_id").onRef("heaviest.weight_kg", "=", "workout_sets.weight_kg"),
        )
        .select(["workout_sets.exercise_id", "workout_sets.weight_kg", "workout_sets.reps"])
        .execute()
    : [];
  const best = new Map(ids.map((id) => [id, bestOf(earlier.filter((row) => row.exercise_id === id).map(liftOf))]));
  const workouts = new Map<string, LoggedWorkout>();
  const days = [...new Set(recent.map((row) => row.done_on))];
  for (const day of days) {
    const rows = recent.filter((row) => row.done_on === day);
    for (const id of new Set(rows.map((row) => row.exercise_id))) {
      const sets = rows.filter((row) => row.exercise_id === id);
      const lifts = sets.map(liftOf);
      const records = id === null ? sets.map(() => false) : recordsIn(best.get(id) ?? null, lifts);
      if (id !== null) best.set(id, bestOf([...(best.get(id) ? [best.get(id)!] : []), ...lifts]));
      sets.forEach((row, index) => {
        const key = `${row.done_on} ${row.day_name}`;
        const workout = workouts.get(key) ?? workouts.set(key, { doneOn: row.done_on, dayName: row.day_name, exercises: [] }).get(key)!;
        const exercise =
          workout.exercises.find((one) => one.name === row.exercise_name) ??
          (workout.exercises.push({ name: row.exercise_name, sets: [] }), workout.exercises.at(-1)!);
        exercise.sets.push({ setNumber: row.set_number, weightKg: row.weight_kg, reps: row.reps, seconds: row.seconds, record: records[index]! });
      });
    }
  }
  return [...workouts.values()].reverse();
}
