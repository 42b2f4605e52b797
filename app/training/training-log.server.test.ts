import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bestOf, recordsIn } from "./personal-records";
import { workoutsSince } from "./training-log.server";

// The log's records, read from the database, against the rule written out in
// memory: the best before the window is the most reps at the heaviest weight
// logged before it (nothing when those sets have no reps), then each day's
// sets, in the order logged, against the best of the days before.
const SINCE = "2027-03-06";
const day = (offset: number) => `2027-03-${String(1 + offset).padStart(2, "0")}`;

type Logged = { client: number; exercise: number; offset: number; weightKg: number | null; reps: number | null };
const logged = fc.record({
  client: fc.nat(1),
  exercise: fc.nat(1),
  offset: fc.nat(9),
  weightKg: fc.constantFrom(null, 0, 20, 22.5, 25),
  reps: fc.constantFrom(null, 0, 5, 6),
});

/** The records the rule gives, as "day name set record" lines. */
function expectedRecords(sets: readonly Logged[], names: readonly string[]): string[] {
  const lines: string[] = [];
  for (const [exercise, name] of names.entries()) {
    const mine = sets.filter((set) => set.client === 0 && set.exercise === exercise);
    const before = mine.filter((set) => day(set.offset) < SINCE);
    const heaviest = Math.max(...before.flatMap((set) => (set.weightKg === null ? [] : [set.weightKg])));
    let best = bestOf(before.filter((set) => set.weightKg === heaviest));
    for (let offset = 0; offset < 10; offset++) {
      if (day(offset) < SINCE) continue;
      const lifts = mine.filter((set) => set.offset === offset);
      recordsIn(best, lifts).forEach((record, index) => lines.push(`${day(offset)} ${name} ${index + 1} ${record}`));
      best = bestOf([...(best ? [best] : []), ...lifts]);
    }
  }
  return lines.sort();
}

describe.each(DIALECTS)("the log's records, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("mark the sets that beat the best before them, whatever was logged", async () => {
    const at = new Date("2027-03-20T12:00:00.000Z");
    const names = ["Przysiad", "Wiosłowanie"];
    const exercises = await test.db
      .insertInto("exercises")
      .values(names.map((name) => ({ name, category: "nogi", created_at: at.toISOString(), updated_at: at.toISOString() })))
      .returning("id")
      .execute();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(logged, { minLength: 1, maxLength: 30 }), async (sets) => {
        run++;
        const clients = [await addCard(test.db, `Anna${run}`, at), await addCard(test.db, `Ola${run}`, at)];
        const setNumbers = new Map<string, number>();
        const rows = sets.map((set, index) => {
          const workout = `${set.client} ${set.exercise} ${set.offset}`;
          setNumbers.set(workout, (setNumbers.get(workout) ?? 0) + 1);
          return {
            client_id: clients[set.client]!,
            set_key: `log-${run}-${index}`,
            plan_id: null,
            day_name: "Dzień A",
            exercise_id: exercises[set.exercise]!.id,
            exercise_name: names[set.exercise]!,
            set_number: setNumbers.get(workout)!,
            weight_kg: set.weightKg,
            reps: set.reps,
            seconds: null,
            done_on: day(set.offset),
            logged_at: `${day(set.offset)}T10:${String(index).padStart(2, "0")}:00.000Z`,
            received_at: at.toISOString(),
          };
        });
        await test.db.insertInto("workout_sets").values(rows).execute();
        const workouts = await workoutsSince(test.db, clients[0]!, SINCE);
        const found = workouts.flatMap((workout) =>
          workout.exercises.flatMap((exercise) => exercise.sets.map((set) => `${workout.doneOn} ${exercise.name} ${set.setNumber} ${set.record}`)),
        );
        expect(found.sort()).toEqual(expectedRecords(sets, names));
      }),
      { numRuns: 40 },
    );
  });
});
