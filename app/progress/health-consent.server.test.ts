import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard, addHealthRecords, addQuestionnaire } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { consentRecordsOf } from "./health-consent-records.server";
import { giveHealthConsent, healthConsentOf, withdrawHealthConsent } from "./health-consent.server";
import { HEALTH_CONSENT_WORDING } from "./progress.messages";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const HEALTH_TABLES = ["workout_sets", "measurements", "progress_photos", "diet_plans", "supplement_lists", "health_questionnaires"] as const;

describe.each(DIALECTS)("the consent to keep health data on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("is given once, and withdrawn erases the log, measurements, diet, supplements and questionnaire, and nothing of another client", async () => {
    const [client, other] = [await addCard(test.db, "Ola", NOW), await addCard(test.db, "Ewa", NOW)];
    await giveHealthConsent(test.db, client, NOW);
    await giveHealthConsent(test.db, client, new Date(NOW.getTime() + 60_000));
    expect(await healthConsentOf(test.db, client)).toBe(NOW.toISOString());
    const at = NOW.toISOString();
    for (const owner of [client, other]) {
      await test.db
        .insertInto("workout_sets")
        .values({
          client_id: owner,
          set_key: `consent-set-${owner}-000001`,
          plan_id: null,
          day_name: "A",
          exercise_id: null,
          exercise_name: "Pompki",
          set_number: 1,
          weight_kg: null,
          reps: 10,
          seconds: null,
          done_on: "2027-03-10",
          logged_at: at,
          received_at: at,
        })
        .execute();
      await addHealthRecords(test.db, owner, NOW);
      await addQuestionnaire(test.db, owner, NOW);
    }
    expect(await withdrawHealthConsent(test.db, client, NOW)).toEqual({ sets: 1, measurements: 1, photos: 1, diets: 1, questionnaires: 1 });
    expect(await healthConsentOf(test.db, client)).toBeNull();
    for (const table of HEALTH_TABLES) {
      const owners = (await test.db.selectFrom(table).select("client_id").execute()).map((row) => row.client_id);
      expect(owners, table).toEqual([other]);
    }
  });

  it("keeps each consent as proof, who gave it, the words and when, and keeps it after a withdrawal, marked", async () => {
    const client = await addCard(test.db, "Iga", NOW);
    const later = new Date(NOW.getTime() + 3_600_000);
    await giveHealthConsent(test.db, client, NOW);
    await withdrawHealthConsent(test.db, client, later);
    await giveHealthConsent(test.db, client, later, "trainer");
    expect(await consentRecordsOf(test.db, client)).toEqual([
      { given_at: later.toISOString(), given_by: "trainer", wording: HEALTH_CONSENT_WORDING, withdrawn_at: null },
      { given_at: NOW.toISOString(), given_by: "client", wording: HEALTH_CONSENT_WORDING, withdrawn_at: later.toISOString() },
    ]);
    expect(HEALTH_CONSENT_WORDING).toMatch(/ankiety zdrowotnej, pomiarów, zdjęć postępów, dziennika treningów, diety i suplementów$/);
  });
});
