import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailMessage, MailAddresses } from "~/notifications";
import { addCard, questionnaireAnswers } from "../../tests/support/client-card";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { questionnaireTemplates } from "./questionnaire-mail.server";
import { saveQuestionnaire } from "./questionnaire-store.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const templates = questionnaireTemplates(addresses, () => PUBLISHED).questionnaire_risk!;

describe.each(DIALECTS)("the trainer's message of a risk in the questionnaire on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("says how many risk answers and links to the card, names no condition, and is skipped once the risk is gone", async () => {
    const client = await addCard(test.db, "Ola", NOW, { healthConsentAt: NOW.toISOString() });
    const entry = {
      clientId: client,
      answers: questionnaireAnswers({ heart: "tak", pregnancy: "tak" }),
      filledBy: "client" as const,
      submissionKey: "a".repeat(24),
      consents: false,
    };
    await saveQuestionnaire(test.db, entry, NOW);
    const row = await test.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "questionnaire_risk")
      .where("channel", "=", "email")
      .executeTakeFirstOrThrow();
    const rendered = await templates.email!(row, { db: test.db, now: NOW });
    const message = (rendered && "message" in rendered ? rendered.message : rendered) as EmailMessage;
    expect(message).toMatchObject({ to: "trener@trener.example", subject: "Ankieta zdrowotna: Ola — przejrzyj przed treningiem" });
    expect(String(message.text)).toContain("W ankiecie zdrowotnej (Ola) jest „Tak” przy 2 pytaniach.");
    expect(String(message.text)).toContain(`https://trener.example/admin/klienci/${client}`);
    expect(String(message.text)).not.toMatch(/serc|ciąż/);
    const push = await templates.push!(row, { db: test.db, now: NOW });
    expect(push).toMatchObject({ message: { topic: "booking", title: "Ankieta zdrowotna do przejrzenia", body: "Ola: przejrzyj ankietę przed treningiem." } });

    await saveQuestionnaire(test.db, { ...entry, answers: questionnaireAnswers(), submissionKey: "b".repeat(24) }, NOW);
    expect(await templates.email!(row, { db: test.db, now: NOW })).toEqual({ skip: "the risk is gone (answered again, withdrawn or erased)" });
  });
});
