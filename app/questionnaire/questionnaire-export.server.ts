// The health questionnaire in the client's data export (RODO art. 15 and 20):
// the latest answers, every column said; the form's one-time key left out.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { QuestionnaireFiller } from "~/db/health-questionnaire-tables";
import type { QuestionnaireAnswers } from "./questions";
import { readStoredAnswers } from "./questionnaire-schema";

export type ExportedQuestionnaire = {
  answeredAt: string;
  filledBy: QuestionnaireFiller;
  /** Whether an answer asks for a doctor's word before training, and when the trainer was told of it. */
  risk: boolean;
  riskToldAt: string | null;
  /** The answers as given; null when they no longer read (then `stored` holds them as kept). */
  answers: QuestionnaireAnswers | null;
  stored: string;
};

/** The client's latest answers, or null when none were given. */
export async function questionnaireExport(db: Kysely<Database>, clientId: number): Promise<ExportedQuestionnaire | null> {
  const row = await db.selectFrom("health_questionnaires").selectAll().where("client_id", "=", clientId).executeTakeFirst();
  if (!row) return null;
  return {
    answeredAt: row.answered_at,
    filledBy: row.filled_by,
    risk: row.risk === 1,
    riskToldAt: row.risk_told_at,
    answers: readStoredAnswers(row.answers),
    stored: row.answers,
  };
}

/** Two cards merged: the newer answers of the two go to the card kept, the older are dropped (only the latest counts). */
export async function mergeQuestionnaires(db: Kysely<Database>, intoId: number, fromId: number): Promise<void> {
  const rows = await db.selectFrom("health_questionnaires").select(["client_id", "answered_at"]).where("client_id", "in", [intoId, fromId]).execute();
  const from = rows.find((row) => row.client_id === fromId);
  if (!from) return;
  const into = rows.find((row) => row.client_id === intoId);
  if (into && into.answered_at >= from.answered_at) {
    await db.deleteFrom("health_questionnaires").where("client_id", "=", fromId).execute();
    return;
  }
  await db.deleteFrom("health_questionnaires").where("client_id", "=", intoId).execute();
  await db.updateTable("health_questionnaires").set({ client_id: intoId }).where("client_id", "=", fromId).execute();
}
