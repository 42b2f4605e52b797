import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { savePlan } from "./plan-store.server";
import { trainingWeek } from "./training-week.server";

// Wednesday 10 March 2027: the week began on Monday the 8th.
const NOW = new Date("2027-03-10T17:00:00.000Z");
const PLAN = { body: { days: [{ name: "Dzień A", exercises: [] }] }, startsOn: "2027-03-01", weeks: 8 };

describe.each(DIALECTS)("who trains this week, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const client = async (name: string) => {
    const id = await addCard(test.db, name, NOW);
    await savePlan(test.db, id, 0, PLAN, NOW);
    return id;
  };
  let keys = 0;
  const set = (clientId: number, doneOn: string, weightKg: number, exerciseId: number) =>
    test.db
      .insertInto("workout_sets")
      .values({
        client_id: clientId,
        set_key: `week-set-${++keys}`,
        plan_id: null,
        day_name: "Dzień A",
        exercise_id: exerciseId,
        exercise_name: "Przysiad",
        set_number: 1,
        weight_kg: weightKg,
        reps: 5,
        seconds: null,
        done_on: doneOn,
        logged_at: `${doneOn}T10:00:00.000Z`,
        received_at: `${doneOn}T10:00:00.000Z`,
      })
      .execute();

  it("lists the clients with a plan, the quiet ones first, with this week's workouts and records", async () => {
    const at = NOW.toISOString();
    const { id: squat } = await test.db
      .insertInto("exercises")
      .values({ name: "Przysiad", category: "nogi", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const busy = await client("Bartek");
    const quiet = await client("Celina");
    await client("Adam");
    await test.db.insertInto("clients").values({ name: "Bez planu", email: "", phone: "", notes: "", created_at: at, last_activity_at: at }).execute();
    await set(busy, "2027-03-01", 80, squat);
    await set(busy, "2027-03-08", 82.5, squat);
    await set(busy, "2027-03-10", 80, squat);
    await set(quiet, "2027-02-20", 40, squat);
    const week = await trainingWeek(test.db, NOW);
    expect(week.monday).toBe("2027-03-08");
    expect(week.rows.map((row) => [row.name, row.workouts, row.daysSince, row.records])).toEqual([
      ["Adam", 0, null, []],
      ["Celina", 0, 18, []],
      ["Bartek", 2, 0, ["Przysiad"]],
    ]);
  });
});
