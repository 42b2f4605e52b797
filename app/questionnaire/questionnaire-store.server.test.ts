import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard, questionnaireAnswers } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { clientsNeedingDoctor, latestQuestionnaire, saveQuestionnaire } from "./questionnaire-store.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(DIALECTS)("the health questionnaire's store on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const toldTrainer = async (clientId: number) =>
    (await test.db.selectFrom("outbox").select("channel").where("kind", "=", "questionnaire_risk").where("client_id", "=", clientId).execute()).length;

  it("stores nothing without the consent, gives it when ticked on the form, and keeps the latest answers only", async () => {
    const client = await addCard(test.db, "Ola", NOW);
    const entry = { clientId: client, answers: questionnaireAnswers(), filledBy: "client" as const, submissionKey: "k".repeat(24), consents: false };
    expect(await saveQuestionnaire(test.db, entry, NOW)).toBe("no-consent");
    expect(await latestQuestionnaire(test.db, client)).toBeNull();
    expect(await saveQuestionnaire(test.db, { ...entry, consents: true }, NOW)).toBe("saved");
    // The questionnaire's own consent, and no other purpose's.
    const card = await test.db
      .selectFrom("clients")
      .select(["questionnaire_consent_at", "progress_consent_at", "diet_consent_at"])
      .where("id", "=", client)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ questionnaire_consent_at: NOW.toISOString(), progress_consent_at: null, diet_consent_at: null });
    const changed = { ...entry, answers: questionnaireAnswers({ goals: "Bieg na 10 km" }), filledBy: "trainer" as const, submissionKey: "t".repeat(24) };
    await saveQuestionnaire(test.db, changed, later(5));
    expect(await latestQuestionnaire(test.db, client)).toMatchObject({
      answers: { goals: "Bieg na 10 km" },
      risks: [],
      filledBy: "trainer",
      answeredAt: later(5).toISOString(),
    });
    expect(await test.db.selectFrom("health_questionnaires").select("client_id").where("client_id", "=", client).execute()).toHaveLength(1);
    expect(await toldTrainer(client)).toBe(0);
  });

  it("tells the trainer of a risk once while it stands, a double tap and a second answer included, and marks the client", async () => {
    const [client, other] = [await addCard(test.db, "Ewa", NOW, { healthConsentAt: NOW.toISOString() }), await addCard(test.db, "Jan", NOW)];
    const risky = {
      clientId: client,
      answers: questionnaireAnswers({ heart: "tak" }),
      filledBy: "client" as const,
      submissionKey: "a".repeat(24),
      consents: false,
    };
    await Promise.all([saveQuestionnaire(test.db, risky, NOW), saveQuestionnaire(test.db, risky, NOW)]);
    await saveQuestionnaire(test.db, { ...risky, answers: questionnaireAnswers({ heart: "tak", joints: "tak" }), submissionKey: "b".repeat(24) }, later(1));
    expect(await toldTrainer(client)).toBe(1);
    expect(await latestQuestionnaire(test.db, client)).toMatchObject({ risks: ["heart", "joints"] });
    expect(await clientsNeedingDoctor(test.db, [client, other])).toEqual(new Set([client]));
    // The risk gone, and back later: news again.
    await saveQuestionnaire(test.db, { ...risky, answers: questionnaireAnswers(), submissionKey: "c".repeat(24) }, later(2));
    expect(await clientsNeedingDoctor(test.db, [client])).toEqual(new Set());
    await saveQuestionnaire(test.db, { ...risky, submissionKey: "d".repeat(24) }, later(3));
    expect(await toldTrainer(client)).toBe(2);
  });
});
