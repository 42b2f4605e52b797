import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { PlanBody } from "./plan-body";
import { planSources, saveTemplate, sourceBody } from "./plan-sources.server";
import { lastTargets } from "./last-targets.server";
import { planHistory, planOf, savePlan } from "./plan-store.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const day = (name: string): PlanBody["days"][number] => ({
  name,
  exercises: [{ exerciseId: 1, name: "Przysiad", sets: 3, reps: "8", seconds: null, kg: 60, rpe: null, tempo: "", restSeconds: 90, note: "", superset: false }],
});
const plan = (...names: string[]) => ({ body: { days: names.map(day) }, startsOn: "2027-03-08", weeks: 8 });

describe.each(DIALECTS)("training plans on %s", (dialect) => {
  let test: TestDatabase;
  const clients: number[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    for (const name of ["Ola", "Piotr"]) clients.push(await addCard(test.db, name, NOW));
  });
  afterAll(() => test.drop());

  it("saves versions, keeps the old ones as history, and saves the same plan sent twice once", async () => {
    const [ola] = clients as [number];
    expect(await savePlan(test.db, ola, 0, plan("Dzień A"), NOW)).toEqual({ kind: "saved", version: 1 });
    expect(await savePlan(test.db, ola, 0, plan("Dzień A"), NOW)).toEqual({ kind: "unchanged", version: 1 });
    expect(await savePlan(test.db, ola, 1, plan("Dzień A", "Dzień B"), NOW)).toEqual({ kind: "saved", version: 2 });
    expect((await planHistory(test.db, ola)).map((version) => [version.version, version.days])).toEqual([
      [2, ["Dzień A", "Dzień B"]],
      [1, ["Dzień A"]],
    ]);
    expect((await planOf(test.db, ola, 1))?.body).toEqual(plan("Dzień A").body);
  });

  it("refuses a save based on a version another tab replaced, and says which is current", async () => {
    const [ola] = clients as [number];
    const stale = await savePlan(test.db, ola, 1, plan("Nogi"), NOW);
    expect(stale).toMatchObject({ kind: "stale", current: { version: 2 } });
    const [first, second] = await Promise.all([savePlan(test.db, ola, 2, plan("Góra"), NOW), savePlan(test.db, ola, 2, plan("Dół"), NOW)]);
    expect([first.kind, second.kind].toSorted()).toEqual(["saved", "stale"]);
    expect((await planHistory(test.db, ola)).map((version) => version.version)).toEqual([3, 2, 1]);
  });

  it("starts a plan from a template or another client's current plan", async () => {
    const [ola, piotr] = clients as [number, number];
    await saveTemplate(test.db, "Początkujący FBW", plan("Całe ciało").body, NOW);
    const sources = await planSources(test.db, piotr);
    expect(sources.map((source) => [source.kind, source.name])).toEqual([
      ["template", "Początkujący FBW"],
      ["client", "Ola"],
    ]);
    expect((await sourceBody(test.db, sources[0]!.key))?.days.map((one) => one.name)).toEqual(["Całe ciało"]);
    expect(await sourceBody(test.db, sources[1]!.key)).toEqual((await planOf(test.db, ola))?.body);
    expect(await sourceBody(test.db, "client-999999")).toBeNull();
    expect(await planSources(test.db, ola)).toHaveLength(1);
  });

  it("starts a picked exercise from what the newest plan with it set: sets, repetitions, rest, not the weight", async () => {
    const [, piotr] = clients as [number, number];
    const heavier = {
      ...plan("Dzień A"),
      body: { days: [{ ...day("Dzień A"), exercises: [{ ...day("Dzień A").exercises[0]!, sets: 5, reps: "5", restSeconds: 180 }] }] },
    };
    await savePlan(test.db, piotr, 0, heavier, NOW);
    expect(await lastTargets(test.db, ["1", "404"])).toEqual(new Map([["1", { sets: "5", reps: "5", seconds: "", rest: "180", tempo: "" }]]));
  });
});
