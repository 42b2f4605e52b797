// The questionnaire's answers, the latest per client (a new answer replaces
// the last): stored under the client's health-data consent (given on the same
// form when not yet), and a "Tak" to a risk question tells the trainer once
// while it stands: risk_told_at is set in the answer's own transaction, under
// the card's lock, so a second answer (or a second tab) finds it set.
import type { Kysely } from "kysely";
import { timestamp, type Database, type Timestamp } from "~/db/database.server";
import type { QuestionnaireFiller } from "~/db/health-questionnaire-tables";
import { dialectOf } from "~/db/sql-dialect.server";
import { notify } from "~/notifications/index.server";
import { giveConsentWithin } from "~/progress/index.server";
import { risksOf, type QuestionnaireAnswers, type RiskQuestion } from "./questions";
import { readStoredAnswers } from "./questionnaire-schema";

export type SavedQuestionnaire = {
  answers: QuestionnaireAnswers;
  risks: RiskQuestion[];
  filledBy: QuestionnaireFiller;
  answeredAt: Timestamp;
};

export type QuestionnaireEntry = {
  clientId: number;
  answers: QuestionnaireAnswers;
  filledBy: QuestionnaireFiller;
  submissionKey: string;
  /** The client ticked the health-data consent on this form. */
  consents: boolean;
};

/** The client's latest answers; null: none, or none that still read. */
export async function latestQuestionnaire(db: Kysely<Database>, clientId: number): Promise<SavedQuestionnaire | null> {
  const row = await db.selectFrom("health_questionnaires").selectAll().where("client_id", "=", clientId).executeTakeFirst();
  const answers = row ? readStoredAnswers(row.answers) : null;
  if (!row || !answers) return null;
  return { answers, risks: risksOf(answers), filledBy: row.filled_by, answeredAt: row.answered_at };
}

/** Of these clients, those whose latest answers hold a "Tak" to a risk question. */
export async function clientsNeedingDoctor(db: Kysely<Database>, clientIds: readonly number[]): Promise<Set<number>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("health_questionnaires")
    .select("client_id")
    .where("client_id", "in", [...new Set(clientIds)])
    .where("risk", "=", 1)
    .execute();
  return new Set(rows.map((row) => row.client_id));
}

/** Stores the answers; "no-consent" when the client has not consented to health data and did not on this form. */
export async function saveQuestionnaire(db: Kysely<Database>, entry: QuestionnaireEntry, now: Date): Promise<"saved" | "no-consent"> {
  const at = timestamp(now);
  return db.transaction().execute(async (trx) => {
    const cardQuery = trx.selectFrom("clients").select("questionnaire_consent_at").where("id", "=", entry.clientId);
    const card = await (dialectOf(trx) === "postgres" ? cardQuery.forUpdate() : cardQuery).executeTakeFirst();
    if (!card) return "no-consent";
    if (card.questionnaire_consent_at === null) {
      if (!entry.consents) return "no-consent";
      // Who ticked it: the client on their page, or the trainer filling it in with the client present.
      await giveConsentWithin(trx, entry.clientId, "questionnaire", at, entry.filledBy);
    }
    const stored = await trx.selectFrom("health_questionnaires").select("submission_key").where("client_id", "=", entry.clientId).executeTakeFirst();
    // The same form sent again (a double tap, a retry): stored already.
    if (stored?.submission_key === entry.submissionKey) return "saved";
    const risk = risksOf(entry.answers).length > 0 ? 1 : 0;
    const answers = {
      answers: JSON.stringify(entry.answers),
      risk,
      filled_by: entry.filledBy,
      submission_key: entry.submissionKey,
      answered_at: at,
    };
    await trx
      .insertInto("health_questionnaires")
      .values({ client_id: entry.clientId, ...answers, risk_told_at: null })
      // Told of a risk that stands still: not again. The risk gone, a later one is news.
      .onConflict((conflict) => conflict.column("client_id").doUpdateSet(risk ? answers : { ...answers, risk_told_at: null }))
      .execute();
    if (risk) {
      const told = await trx
        .updateTable("health_questionnaires")
        .set({ risk_told_at: at })
        .where("client_id", "=", entry.clientId)
        .where("risk_told_at", "is", null)
        .executeTakeFirst();
      if (Number(told.numUpdatedRows) === 1)
        await notify(trx, { kind: "questionnaire_risk", recipient: "trainer", about: { clientId: entry.clientId }, dueAt: now });
    }
    return "saved";
  });
}
