import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveHealthConsent, withdrawHealthConsent } from "~/progress/index.server";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { LoggedSet } from "./logged-set";
import { storeSets } from "./workout-log.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const START = "2027-03-10T16:00:00.000Z";

describe.each(DIALECTS)("the workout log on %s", (dialect) => {
  let test: TestDatabase;
  let clientId: number;
  let squat: number;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const at = NOW.toISOString();
    clientId = await addCard(test.db, "Ola", NOW);
    ({ id: squat } = await test.db
      .insertInto("exercises")
      .values({ name: "Przysiad ze sztangą", category: "nogi", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow());
  });
  afterAll(() => test.drop());

  let keys = 0;
  /** A set the phone logged under the consent given at NOW (the page showed it). */
  const set = (weightKg: number, reps: number, doneOn = "2027-03-10", setNumber = 1, consentAt: string | null = NOW.toISOString()): LoggedSet => ({
    setKey: `key-${dialect}-${String(++keys).padStart(12, "0")}`,
    planId: null,
    dayName: "Dzień A",
    exerciseId: squat,
    exerciseName: "przysiad (z telefonu)",
    setNumber,
    weightKg,
    reps,
    seconds: null,
    doneOn,
    loggedAt: new Date(Date.parse(START) + keys * 60_000).toISOString(),
    consentAt,
  });
  const stored = () => test.db.selectFrom("workout_sets").selectAll().where("client_id", "=", clientId).orderBy("logged_at").execute();

  it("keeps nothing before the client consents to keeping health data", async () => {
    const before = set(60, 8);
    // Acknowledged all the same: a phone without consent keeps nothing waiting (it would be stored after a later consent).
    expect(await storeSets(test.db, clientId, [before], NOW)).toEqual({ kind: "no-consent", keys: [before.setKey] });
    expect(await stored()).toEqual([]);
  });

  it("stores each set once however often the phone sends it, and acknowledges every key it holds", async () => {
    await giveHealthConsent(test.db, clientId, "progress", NOW);
    const sets = [set(60, 8, "2027-03-03"), set(60, 8, "2027-03-03", 2), set(62.5, 6, "2027-03-03", 3)];
    const first = await storeSets(test.db, clientId, sets, NOW);
    const again = await storeSets(test.db, clientId, [...sets, sets[1]!], NOW);
    expect(first).toMatchObject({ kind: "stored", records: [] });
    expect(again.kind === "stored" && again.keys.toSorted()).toEqual(sets.map((one) => one.setKey).toSorted());
    const rows = await stored();
    expect(rows.map((row) => [row.weight_kg, row.reps, row.set_number, row.exercise_name])).toEqual([
      [60, 8, 1, "Przysiad ze sztangą"],
      [60, 8, 2, "Przysiad ze sztangą"],
      [62.5, 6, 3, "Przysiad ze sztangą"],
    ]);
    await Promise.all([storeSets(test.db, clientId, sets, NOW), storeSets(test.db, clientId, sets, NOW)]);
    expect(await stored()).toHaveLength(3);
  });

  it("names a record against the days before, after the day's sets sent earlier", async () => {
    const early = await storeSets(test.db, clientId, [set(62.5, 6)], NOW);
    expect(early).toMatchObject({ records: [] });
    const later = await storeSets(test.db, clientId, [set(62.5, 7, "2027-03-10", 2), set(62.5, 7, "2027-03-10", 3), set(65, 5, "2027-03-10", 4)], NOW);
    expect(later).toMatchObject({
      records: [
        { exerciseName: "Przysiad ze sztangą", weightKg: 62.5, reps: 7 },
        { exerciseName: "Przysiad ze sztangą", weightKg: 65, reps: 5 },
      ],
    });
  });

  it("erases a set logged offline under a consent withdrawn meanwhile, even after the client consents again", async () => {
    const client = await addCard(test.db, "Wycofująca", NOW);
    await giveHealthConsent(test.db, client, "progress", NOW);
    const offline = set(60, 8, "2027-03-10", 1, NOW.toISOString());
    await withdrawHealthConsent(test.db, client, "progress", NOW);
    const again = new Date(NOW.getTime() + 60_000);
    await giveHealthConsent(test.db, client, "progress", again);
    const today = set(50, 10, "2027-03-10", 2, again.toISOString());
    const answer = await storeSets(test.db, client, [offline, today], again);
    expect(answer.kind === "stored" && answer.keys.toSorted()).toEqual([offline.setKey, today.setKey].toSorted());
    expect((await test.db.selectFrom("workout_sets").select("weight_kg").where("client_id", "=", client).execute()).map((row) => row.weight_kg)).toEqual([50]);
  });

  it("acknowledges a set logged too long ago without keeping it, so the phone stops sending it", async () => {
    const old = set(40, 10, "2026-12-01");
    expect(await storeSets(test.db, clientId, [old], NOW)).toMatchObject({ keys: [old.setKey] });
    expect((await stored()).some((row) => row.set_key === old.setKey)).toBe(false);
  });
});
