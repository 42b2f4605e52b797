import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { mergeClients } from "./merge-clients.server";

const at = (day: number) => `2027-03-${String(day).padStart(2, "0")}T10:00:00.000Z`;

describe.each(DIALECTS)("merging two cards with training on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const card = async (name: string, consent: string | null) =>
    (
      await test.db
        .insertInto("clients")
        .values({ name, email: `${name}@example.com`, phone: "", notes: "", created_at: at(1), last_activity_at: at(1), progress_consent_at: consent })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const plan = (clientId: number, version: number, day: number) =>
    test.db
      .insertInto("training_plans")
      .values({ client_id: clientId, version, body: `{"days":[]}`, starts_on: "2027-03-01", weeks: day, created_at: at(day) })
      .execute();

  it("moves the plans, numbered in the order written, the log and the consent to the card kept", async () => {
    const kept = await card("Ola", null);
    const gone = await card("Aleksandra", at(2));
    await plan(kept, 1, 3);
    await plan(gone, 1, 2);
    await plan(gone, 2, 9);
    await test.db
      .insertInto("workout_sets")
      .values({
        client_id: gone,
        set_key: "merged-set-000000001",
        day_name: "A",
        exercise_name: "Przysiad",
        set_number: 1,
        plan_id: null,
        exercise_id: null,
        weight_kg: 60,
        reps: 5,
        seconds: null,
        done_on: "2027-03-04",
        logged_at: at(4),
        received_at: at(4),
      })
      .execute();
    expect(await mergeClients(test.db, kept, gone)).toEqual({ ok: true });
    const plans = await test.db.selectFrom("training_plans").select(["client_id", "version", "weeks"]).orderBy("version").execute();
    expect(plans).toEqual([
      { client_id: kept, version: 1, weeks: 2 },
      { client_id: kept, version: 2, weeks: 3 },
      { client_id: kept, version: 3, weeks: 9 },
    ]);
    expect(await test.db.selectFrom("workout_sets").select("client_id").execute()).toEqual([{ client_id: kept }]);
    expect(await test.db.selectFrom("clients").select("progress_consent_at").where("id", "=", kept).executeTakeFirst()).toEqual({ progress_consent_at: at(2) });
  });
});
