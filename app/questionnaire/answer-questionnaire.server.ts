// One posted questionnaire, from the client's page or the trainer's: read,
// checked against the schema (the consent asked for when not yet given),
// stored once per submission key.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { QuestionnaireFiller } from "~/db/health-questionnaire-tables";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import { healthConsentOf } from "~/progress/index.server";
import { QUESTIONNAIRE_FIELDS } from "./questions";
import type { QuestionnaireProblem } from "./questionnaire-problem";
import { answersSchema, questionnaireFormSchema } from "./questionnaire-schema";
import { saveQuestionnaire } from "./questionnaire-store.server";
import { QUESTIONNAIRE } from "./questionnaire.messages";

export type QuestionnaireOutcome = { ok: true } | { ok: false; status: 400 | 403 | 413 | 415; problem: QuestionnaireProblem };

export async function answerQuestionnaire(
  db: Kysely<Database>,
  clientId: number,
  request: Request,
  filledBy: QuestionnaireFiller,
  now: Date,
): Promise<QuestionnaireOutcome> {
  const form = await readForm(request, QUESTIONNAIRE_FIELDS);
  if (!form.ok) return { ok: false, status: form.status, problem: { errors: { form: form.message }, values: {} } };
  const values = Object.fromEntries(QUESTIONNAIRE_FIELDS.flatMap((name) => (form.fields.has(name) ? [[name, form.fields.get(name)!]] : [])));
  const consentNeeded = (await healthConsentOf(db, clientId, "questionnaire")) === null;
  const parsed = questionnaireFormSchema(consentNeeded).safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(messagesByField(parsed.error)).map(([field, messages]) => [field, messages[0]!]));
    return { ok: false, status: 400, problem: { errors, values } };
  }
  const submissionKey = values.submissionKey ?? "";
  if (submissionKey.length < 16 || submissionKey.length > 64) return { ok: false, status: 400, problem: { errors: { form: QUESTIONNAIRE.staleForm }, values } };
  // The terms are accepted (the schema requires it): the answers' time is when.
  const answers = answersSchema.parse(parsed.data);
  const saved = await saveQuestionnaire(db, { clientId, answers, filledBy, submissionKey, consents: parsed.data.zgoda === "tak" }, now);
  // Withdrawn in another tab meanwhile: the form asks for the consent again.
  if (saved === "no-consent") return { ok: false, status: 403, problem: { errors: { zgoda: QUESTIONNAIRE.consentMissing }, values } };
  return { ok: true };
}
