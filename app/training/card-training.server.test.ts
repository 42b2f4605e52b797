import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { cardTraining } from "./card-training.server";
import { LOG_PAGE_SETS } from "./training-log.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const DAY_MS = 24 * 60 * 60_000;

/** Counts the rows every query returns: what the card loads, whatever it then shows. */
function rowCounter() {
  const counter = { rows: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counter.rows += result.rows.length;
      return result;
    },
  };
  return { counter, plugin };
}

describe.each(DIALECTS)("the card's workout log on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** `perDay` sets on each of `days` days up to NOW's, three exercises; written directly, as years of a log would be. */
  async function logOf(name: string, days: number, perDay: number) {
    const clientId = await addCard(test.db, name, NOW);
    const rows = Array.from({ length: days * perDay }, (_, index) => {
      const day = new Date(NOW.getTime() - Math.floor(index / perDay) * DAY_MS).toISOString().slice(0, 10);
      return {
        client_id: clientId,
        set_key: `${name}-${index}`,
        day_name: "Dzień A",
        exercise_name: ["Przysiad", "Wiosłowanie", "Pompki"][index % 3]!,
        set_number: 1 + Math.floor((index % perDay) / 3),
        weight_kg: 40 + (index % 7),
        reps: 8,
        done_on: day,
        logged_at: new Date(Date.parse(`${day}T10:00:00.000Z`) + (index % perDay) * 1000).toISOString(),
        received_at: NOW.toISOString(),
      };
    });
    for (let at = 0; at < rows.length; at += 1000)
      await test.db
        .insertInto("workout_sets")
        .values(rows.slice(at, at + 1000))
        .execute();
    return clientId;
  }
  const setsOf = (workouts: { doneOn: string; exercises: { sets: unknown[] }[] }[]) =>
    workouts.flatMap((workout) => workout.exercises.flatMap((one) => one.sets));

  it("loads at most a page of sets with 10 000 in the log, and pages through all of them in whole days", async () => {
    const clientId = await logOf("dziesiec-tysiecy", 100, 100);
    const { counter, plugin } = rowCounter();
    const first = await cardTraining(test.db.withPlugin(plugin), clientId, NOW);
    // The page's sets and one to know there are more, the week's days, the plan, and the best before the page per exercise.
    expect(counter.rows).toBeLessThanOrEqual(LOG_PAGE_SETS + 1 + 8 + 1 + 3);
    expect(first.workouts.map((workout) => workout.doneOn)).toEqual(["2027-03-10", "2027-03-09", "2027-03-08"]);
    expect(first.thisWeek).toBe(3);
    expect(first.olderThrough).toBe("2027-03-07");
    let sets = setsOf(first.workouts).length;
    let through = first.olderThrough;
    const days = new Set(first.workouts.map((workout) => workout.doneOn));
    while (through) {
      const page = await cardTraining(test.db, clientId, NOW, through);
      expect(page.olderPage).toBe(true);
      expect(page.thisWeek).toBe(3);
      for (const workout of page.workouts) {
        expect(days.has(workout.doneOn)).toBe(false);
        days.add(workout.doneOn);
        expect(setsOf([workout])).toHaveLength(100);
      }
      sets += setsOf(page.workouts).length;
      through = page.olderThrough;
    }
    expect(sets).toBe(10_000);
    expect(days.size).toBe(100);
  });

  it("shows the latest page's worth of one day logged beyond a page, then the days before it", async () => {
    const clientId = await logOf("jeden-dzien", 2, 400);
    const first = await cardTraining(test.db, clientId, NOW);
    expect(setsOf(first.workouts)).toHaveLength(LOG_PAGE_SETS);
    expect(first.olderThrough).toBe("2027-03-09");
    const second = await cardTraining(test.db, clientId, NOW, first.olderThrough);
    expect(second.workouts.map((workout) => workout.doneOn)).toEqual(["2027-03-09"]);
    expect(setsOf(second.workouts)).toHaveLength(LOG_PAGE_SETS);
  });

  it("takes anything but a date in ?starsze= for the newest page", async () => {
    const clientId = await logOf("bez-daty", 1, 3);
    expect(await cardTraining(test.db, clientId, NOW, "'; drop table workout_sets; --")).toMatchObject({ olderPage: false, olderThrough: null });
  });
});
