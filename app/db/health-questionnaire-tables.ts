// The health questionnaire's table (migration 0041): the latest answers per client.
import type { Timestamp } from "~/db/timestamp";

export type QuestionnaireFiller = "client" | "trainer";

export interface HealthQuestionnaireTable {
  client_id: number;
  /** The answers as JSON, read through the questionnaire's schema (app/questionnaire). */
  answers: string;
  /** 1: a "Tak" to a risk question: the client's coming sessions are marked "zgoda lekarza". */
  risk: number;
  filled_by: QuestionnaireFiller;
  /** The form's submission key: a double tap or a retry stores nothing twice. */
  submission_key: string;
  answered_at: Timestamp;
  /** When the trainer was told of the risk; null: no risk, or not told yet. */
  risk_told_at: Timestamp | null;
}
