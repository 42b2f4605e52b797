import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { SET_LIMITS, WORKOUT_CAPS, type LoggedSet } from "./logged-set";
import { storeSets } from "./workout-log.server";

// 00:30 in Warsaw on 11 March (23:30 UTC the day before): the day cap counts from Warsaw's midnight, not UTC's.
const NOW = new Date("2027-03-10T23:30:00.000Z");
const CONSENT = "2027-03-01T10:00:00.000Z";

describe.each(DIALECTS)("the caps of the workout log on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  let keys = 0;
  const set = (planId: number | null = null, doneOn = "2027-03-11"): LoggedSet => ({
    setKey: `cap-${dialect}-${String(++keys).padStart(12, "0")}`,
    planId,
    dayName: "Dzień A",
    exerciseId: null,
    exerciseName: "Przysiad",
    setNumber: 1,
    weightKg: 40,
    reps: 10,
    seconds: null,
    doneOn,
    loggedAt: NOW.toISOString(),
    consentAt: CONSENT,
  });
  const batch = (count: number, planId: number | null = null) => Array.from({ length: count }, () => set(planId));
  const kept = async (clientId: number) =>
    Number(
      (
        await test.db
          .selectFrom("workout_sets")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("client_id", "=", clientId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("keeps at most a day's cap of 10 000 sets posted in one Warsaw day, each refused post whole", async () => {
    const clientId = await addCard(test.db, "Dzienna", NOW, { healthConsentAt: CONSENT });
    const answers = [];
    for (let sent = 0; sent < 10_000; sent += SET_LIMITS.setsPerSend) answers.push(await storeSets(test.db, clientId, batch(SET_LIMITS.setsPerSend), NOW));
    // 200 fit, the next 200 would pass 300: refused whole, so what is kept is a whole number of posts.
    expect(await kept(clientId)).toBe(200);
    expect(answers.slice(1).every((answer) => answer.kind === "capped" && answer.cap === "perDay" && answer.keys.length === 0)).toBe(true);
    expect(await storeSets(test.db, clientId, batch(WORKOUT_CAPS.perDay - 200), NOW)).toMatchObject({ kind: "stored" });
    expect(await storeSets(test.db, clientId, batch(1), NOW)).toMatchObject({ kind: "capped", cap: "perDay" });
    expect(await kept(clientId)).toBe(WORKOUT_CAPS.perDay);
    // The next Warsaw day (from 23:00 UTC) takes sets again.
    expect(await storeSets(test.db, clientId, batch(1), new Date("2027-03-11T23:00:00.000Z"))).toMatchObject({ kind: "stored" });
  });

  it("counts two tabs posting at once one after the other", async () => {
    const clientId = await addCard(test.db, "Dwiekarty", NOW, { healthConsentAt: CONSENT });
    const answers = await Promise.all([storeSets(test.db, clientId, batch(200), NOW), storeSets(test.db, clientId, batch(200), NOW)]);
    expect(answers.map((answer) => answer.kind).toSorted()).toEqual(["capped", "stored"]);
    expect(await kept(clientId)).toBe(200);
  });

  it("keeps at most the plan's cap of sets naming one plan version", async () => {
    const clientId = await addCard(test.db, "Planowa", NOW, { healthConsentAt: CONSENT });
    const { id: planId } = await test.db
      .insertInto("training_plans")
      .values({ client_id: clientId, version: 1, body: "{}", created_at: CONSENT, starts_on: "2027-03-01", weeks: 8 })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Earlier days' sets written directly: the day cap would take a month of posts to get there.
    const earlier = Array.from({ length: WORKOUT_CAPS.perPlan - 10 }, (_, index) => ({
      client_id: clientId,
      set_key: `old-${dialect}-${index}`,
      plan_id: planId,
      day_name: "Dzień A",
      exercise_name: "Przysiad",
      set_number: 1,
      reps: 10,
      done_on: "2027-02-20",
      logged_at: "2027-02-20T10:00:00.000Z",
      received_at: "2027-02-20T10:00:00.000Z",
    }));
    for (let at = 0; at < earlier.length; at += 500)
      await test.db
        .insertInto("workout_sets")
        .values(earlier.slice(at, at + 500))
        .execute();
    expect(await storeSets(test.db, clientId, batch(11, planId), NOW)).toMatchObject({ kind: "capped", cap: "perPlan" });
    expect(await storeSets(test.db, clientId, batch(10, planId), NOW)).toMatchObject({ kind: "stored" });
    // Sets naming no plan are a bucket of their own.
    expect(await storeSets(test.db, clientId, batch(10), NOW)).toMatchObject({ kind: "stored" });
    expect(await kept(clientId)).toBe(WORKOUT_CAPS.perPlan + 10);
  });
});
