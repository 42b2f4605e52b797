// A client's card as an enquiry or the panel makes it, for tests that need
// one to hang plans, logs or diets on.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { RISK_QUESTIONS, type QuestionnaireAnswers, type RiskQuestion } from "~/questionnaire";

export async function addCard(db: Kysely<Database>, name: string, at: Date, more: { healthConsentAt?: string | null } = {}): Promise<number> {
  const { id } = await db
    .insertInto("clients")
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: "",
      notes: "",
      created_at: at.toISOString(),
      last_activity_at: at.toISOString(),
      // Consented to each purpose at once; without a consent, no consent column (a migration's test adds cards to an older schema).
      ...(more.healthConsentAt
        ? { progress_consent_at: more.healthConsentAt, questionnaire_consent_at: more.healthConsentAt, diet_consent_at: more.healthConsentAt }
        : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** What progress and diet keep of a client, a row each: a measurement, a progress photo, a diet (a PDF) and a supplement list. */
export async function addHealthRecords(db: Kysely<Database>, clientId: number, at: Date): Promise<void> {
  const created_at = at.toISOString();
  const bytes = Buffer.from("%PDF-1.4 dieta");
  await db
    .insertInto("measurements")
    .values({
      client_id: clientId,
      measured_on: created_at.slice(0, 10),
      weight_kg: 70,
      waist_cm: null,
      hips_cm: null,
      chest_cm: null,
      arm_cm: null,
      thigh_cm: null,
      body_fat_pct: null,
      entered_by: "client",
      submission_key: `m-${clientId}`,
      created_at,
    })
    .execute();
  await db
    .insertInto("progress_photos")
    .values({
      client_id: clientId,
      taken_on: created_at.slice(0, 10),
      bytes,
      content_type: "image/jpeg",
      width: 1,
      height: 1,
      submission_key: `p-${clientId}`,
      created_at,
    })
    .execute();
  await db.insertInto("diet_plans").values({ client_id: clientId, version: 1, body: null, pdf: bytes, pdf_name: "dieta.pdf", created_at }).execute();
  await db.insertInto("supplement_lists").values({ client_id: clientId, version: 1, body: "[]", created_at }).execute();
}

/** Answers with every risk question "Nie", and `more` over them. */
export function questionnaireAnswers(more: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers {
  const noRisk = Object.fromEntries(RISK_QUESTIONS.map((question) => [question, "nie"])) as Record<RiskQuestion, "nie">;
  return { ...noRisk, contraindications: "", injuries: "", medications: "", goals: "Silne plecy", ...more };
}

/** A client's health questionnaire as the client filled it, all "Nie". */
export async function addQuestionnaire(db: Kysely<Database>, clientId: number, at: Date): Promise<void> {
  const answered_at = at.toISOString();
  await db
    .insertInto("health_questionnaires")
    .values({
      client_id: clientId,
      answers: JSON.stringify(questionnaireAnswers()),
      risk: 0,
      filled_by: "client",
      submission_key: `q-${clientId}`,
      answered_at,
      risk_told_at: null,
    })
    .execute();
}
