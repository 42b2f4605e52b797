// The health questionnaire with the rest of a client's data: in the export,
// every column said or left out; carried by a merge of two cards (the newer
// answers); gone with the card's erasure.
import type { Selectable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardExport } from "~/clients/card-export.server";
import { eraseCard } from "~/clients/erase-client.server";
import { mergeClients } from "~/clients/merge-clients.server";
import type { HealthQuestionnaireTable } from "~/db/health-questionnaire-tables";
import { addCard, questionnaireAnswers } from "../../tests/support/client-card";
import { expectEveryColumn } from "../../tests/support/client-export-columns";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { ExportedQuestionnaire } from "./questionnaire-export.server";
import { latestQuestionnaire, saveQuestionnaire } from "./questionnaire-store.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const COLUMNS: Record<keyof Selectable<HealthQuestionnaireTable>, keyof ExportedQuestionnaire | "parent" | "left out"> = {
  client_id: "parent",
  answers: "stored",
  // 1/0 stored, true/false exported: compared apart.
  risk: "left out",
  filled_by: "filledBy",
  // The form's one-time key: no datum of the person's.
  submission_key: "left out",
  answered_at: "answeredAt",
  risk_told_at: "riskToldAt",
};

describe.each(DIALECTS)("a card's health questionnaire, exported, merged and erased, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const answer = (clientId: number, goals: string, at: Date, heart: "tak" | "nie" = "nie") =>
    saveQuestionnaire(
      test.db,
      { clientId, answers: questionnaireAnswers({ goals, heart }), filledBy: "client", submissionKey: `${goals}-${clientId}`.padEnd(20, "0"), consents: true },
      at,
    );

  it("is in the export with every column, goes with the card's erasure, and nothing of another card's", async () => {
    const [client, other] = [await addCard(test.db, "Ola", NOW), await addCard(test.db, "Ewa", NOW)];
    await answer(client, "Mocne plecy", NOW, "tak");
    await answer(other, "Bieg", NOW);
    const exported = (await cardExport(test.db, client, 12, NOW))!;
    const row = await test.db.selectFrom("health_questionnaires").selectAll().where("client_id", "=", client).executeTakeFirstOrThrow();
    expectEveryColumn(row, exported.questionnaire!, COLUMNS);
    expect(exported.questionnaire).toMatchObject({ risk: true, answers: questionnaireAnswers({ goals: "Mocne plecy", heart: "tak" }) });
    expect(JSON.stringify(exported)).not.toContain("Bieg");
    await eraseCard(test.db, client);
    expect((await test.db.selectFrom("health_questionnaires").select("client_id").execute()).map((one) => one.client_id)).toEqual([other]);
  });

  it("a merge keeps the newer answers of the two cards on the card kept", async () => {
    const [kept, gone] = [await addCard(test.db, "Ala", NOW), await addCard(test.db, "Alicja", NOW)];
    await answer(kept, "Starsze", NOW);
    await answer(gone, "Nowsze", later(10));
    expect(await mergeClients(test.db, kept, gone)).toEqual({ ok: true });
    expect((await latestQuestionnaire(test.db, kept))?.answers.goals).toBe("Nowsze");
    expect(await test.db.selectFrom("health_questionnaires").select("client_id").where("client_id", "=", gone).execute()).toEqual([]);
  });
});
