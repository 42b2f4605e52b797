import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard, addHealthRecords, addQuestionnaire } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { cardConsentLine, HEALTH_CONSENT_WORDINGS } from "./consent-purposes.messages";
import { cardProgressSummary } from "./progress-view.server";
import { consentRecordsOf } from "./health-consent-records.server";
import { giveHealthConsent, HEALTH_PURPOSES, healthConsentOf, withdrawHealthConsent } from "./health-consent.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const HEALTH_TABLES = ["workout_sets", "measurements", "progress_photos", "diet_plans", "supplement_lists", "health_questionnaires"] as const;

describe.each(DIALECTS)("the consents to keep health data on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const holders = async () => {
    const held: Record<string, number[]> = {};
    for (const table of HEALTH_TABLES)
      held[table] = (await test.db.selectFrom(table).select("client_id").orderBy("client_id").execute()).map((row) => row.client_id);
    return held;
  };

  it("each is given once; withdrawing the progress consent erases the log, measurements and photos and leaves the diet and the questionnaire; each other alone erases its own", async () => {
    const [client, other] = [await addCard(test.db, "Ola", NOW), await addCard(test.db, "Ewa", NOW)];
    for (const purpose of HEALTH_PURPOSES) {
      await giveHealthConsent(test.db, client, purpose, NOW);
      await giveHealthConsent(test.db, client, purpose, new Date(NOW.getTime() + 60_000));
      expect(await healthConsentOf(test.db, client, purpose)).toBe(NOW.toISOString());
    }
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
    const both = [client, other].sort((a, b) => a - b);
    expect(await withdrawHealthConsent(test.db, client, "progress", NOW)).toEqual({ sets: 1, measurements: 1, photos: 1, diets: 0, questionnaires: 0 });
    expect(await healthConsentOf(test.db, client, "progress")).toBeNull();
    expect(await healthConsentOf(test.db, client, "diet")).toBe(NOW.toISOString());
    expect(await healthConsentOf(test.db, client, "questionnaire")).toBe(NOW.toISOString());
    expect(await holders()).toEqual({
      workout_sets: [other],
      measurements: [other],
      progress_photos: [other],
      diet_plans: both,
      supplement_lists: both,
      health_questionnaires: both,
    });
    expect(await withdrawHealthConsent(test.db, client, "diet", NOW)).toEqual({ sets: 0, measurements: 0, photos: 0, diets: 1, questionnaires: 0 });
    expect((await holders()).health_questionnaires).toEqual(both);
    expect(await withdrawHealthConsent(test.db, client, "questionnaire", NOW)).toEqual({ sets: 0, measurements: 0, photos: 0, diets: 0, questionnaires: 1 });
    for (const owners of Object.values(await holders())) expect(owners).toEqual([other]);
  });

  it("keeps each consent as proof, for what, who gave it, the words and when, and keeps it after a withdrawal, marked", async () => {
    const client = await addCard(test.db, "Iga", NOW);
    const later = new Date(NOW.getTime() + 3_600_000);
    await giveHealthConsent(test.db, client, "progress", NOW);
    await giveHealthConsent(test.db, client, "diet", NOW);
    await withdrawHealthConsent(test.db, client, "progress", later);
    await giveHealthConsent(test.db, client, "questionnaire", later, "trainer");
    expect(await consentRecordsOf(test.db, client)).toEqual([
      { purpose: "questionnaire", given_at: later.toISOString(), given_by: "trainer", wording: HEALTH_CONSENT_WORDINGS.questionnaire, withdrawn_at: null },
      { purpose: "diet", given_at: NOW.toISOString(), given_by: "client", wording: HEALTH_CONSENT_WORDINGS.diet, withdrawn_at: null },
      { purpose: "progress", given_at: NOW.toISOString(), given_by: "client", wording: HEALTH_CONSENT_WORDINGS.progress, withdrawn_at: later.toISOString() },
    ]);
    // The card shows each purpose's consent that stands, with who gave it.
    const card = await cardProgressSummary(test.db, client);
    expect(card.consents.map((standing) => cardConsentLine(standing.purpose, standing.givenAt === null ? null : standing))).toEqual([
      "Ankieta zdrowotna: zgoda od 10 marca 2027 (w panelu, w obecności tej osoby).",
      "Pomiary, zdjęcia postępów i dziennik treningów: bez zgody.",
      "Dieta i suplementy: zgoda od 10 marca 2027 (na stronie „Moje treningi”).",
    ]);
    // Each text names what it keeps, and no other purpose's data.
    expect(HEALTH_CONSENT_WORDINGS.progress).toMatch(/pomiarów ciała, zdjęć postępów i dziennika treningów/);
    expect(HEALTH_CONSENT_WORDINGS.progress).not.toMatch(/diet|ankiet/);
    expect(HEALTH_CONSENT_WORDINGS.diet).not.toMatch(/pomiar|ankiet/);
    expect(HEALTH_CONSENT_WORDINGS.questionnaire).not.toMatch(/pomiar|diet/);
  });
});
