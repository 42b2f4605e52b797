import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard, questionnaireAnswers } from "../../tests/support/client-card";
import { consentRecordsOf } from "~/progress/index.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { answerQuestionnaire } from "./answer-questionnaire.server";
import { latestQuestionnaire } from "./questionnaire-store.server";
import { QUESTIONNAIRE } from "./questionnaire.messages";

const NOW = new Date("2027-03-10T17:00:00.000Z");

const posted = (fields: Record<string, string>) =>
  new Request("http://localhost/moje-treningi/ankieta", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe.each(DIALECTS)("a posted health questionnaire on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("is refused with an error beside each unanswered, too long or unticked field, keeping what was typed", async () => {
    const client = await addCard(test.db, "Ola", NOW);
    const unanswered = Object.entries(questionnaireAnswers({ goals: "x".repeat(1001) })).filter(([question]) => question !== "heart");
    const outcome = await answerQuestionnaire(test.db, client, posted({ ...Object.fromEntries(unanswered), submissionKey: "k".repeat(24) }), "client", NOW);
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      problem: {
        errors: {
          heart: QUESTIONNAIRE.answerMissing,
          goals: QUESTIONNAIRE.tooLong(1000),
          zgoda: QUESTIONNAIRE.consentMissing,
        },
        values: expect.objectContaining({ goals: "x".repeat(1001), chestPain: "nie" }),
      },
    });
    expect(await latestQuestionnaire(test.db, client)).toBeNull();
  });

  it("stores the answers with the consent ticked and no box of the terms (the booking holds them), as filled by whoever sent it", async () => {
    const client = await addCard(test.db, "Ewa", NOW);
    const fields = { ...questionnaireAnswers({ injuries: "  Skręcona kostka 2025  " }), zgoda: "tak", submissionKey: "k".repeat(24) };
    expect(await answerQuestionnaire(test.db, client, posted(fields), "trainer", NOW)).toEqual({ ok: true });
    expect(await latestQuestionnaire(test.db, client)).toEqual({
      answers: questionnaireAnswers({ injuries: "Skręcona kostka 2025" }),
      risks: [],
      filledBy: "trainer",
      answeredAt: NOW.toISOString(),
    });
    // The consent ticked on the trainer's phone with the client present: kept as given by the trainer, with its words.
    expect(await consentRecordsOf(test.db, client)).toEqual([
      { purpose: "questionnaire", given_at: NOW.toISOString(), given_by: "trainer", wording: QUESTIONNAIRE.consentCheckbox, withdrawn_at: null },
    ]);
  });
});
