// The questionnaire form, read the same in the browser and on the server, and
// the stored answers read back through the same shape (a row written by an
// older version that no longer fits is treated as no answers).
import { z } from "~/lib/zod";
import { FREE_TEXTS, RISK_QUESTIONS, type FreeText, type QuestionnaireAnswers, type RiskQuestion } from "./questions";
import { QUESTIONNAIRE } from "./questionnaire.messages";

const yesNo = z.enum(["tak", "nie"], { error: QUESTIONNAIRE.answerMissing });

const freeText = (maxLength: number) =>
  z
    .string()
    .default("")
    .transform((text) => text.trim())
    .refine((text) => text.length <= maxLength, QUESTIONNAIRE.tooLong(maxLength));

export const answersSchema = z.object({
  ...(Object.fromEntries(RISK_QUESTIONS.map((question) => [question, yesNo])) as Record<RiskQuestion, typeof yesNo>),
  ...(Object.fromEntries(FREE_TEXTS.map(({ key, maxLength }) => [key, freeText(maxLength)])) as Record<FreeText, ReturnType<typeof freeText>>),
}) satisfies z.ZodType<QuestionnaireAnswers, unknown>;

/** The whole form: `consentNeeded` when the client has not consented to health data yet. */
export function questionnaireFormSchema(consentNeeded: boolean) {
  return answersSchema.extend({
    zgoda: consentNeeded ? z.literal("tak", { error: QUESTIONNAIRE.consentMissing }) : z.string().optional(),
  });
}

/** Stored answers, or null when they no longer read. */
export function readStoredAnswers(json: string): QuestionnaireAnswers | null {
  try {
    const parsed = answersSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
