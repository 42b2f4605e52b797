// The questionnaire's questions by key: the readiness questions answered
// "Tak" or "Nie" (any "Tak" means a doctor's word before training), then what
// the client writes in their own words, each with its length limit.
export const RISK_QUESTIONS = ["heart", "chestPain", "dizziness", "chronic", "medicines", "joints", "pregnancy", "surgery", "doctorAdvised"] as const;
export type RiskQuestion = (typeof RISK_QUESTIONS)[number];

export const FREE_TEXTS = [
  { key: "contraindications", maxLength: 1000 },
  { key: "injuries", maxLength: 1000 },
  { key: "medications", maxLength: 500 },
  { key: "goals", maxLength: 1000 },
] as const;
export type FreeText = (typeof FREE_TEXTS)[number]["key"];

export type YesNo = "tak" | "nie";

/** One client's answers as stored and shown. */
export type QuestionnaireAnswers = Record<RiskQuestion, YesNo> & Record<FreeText, string>;

/** The risk questions answered "Tak". */
export function risksOf(answers: QuestionnaireAnswers): RiskQuestion[] {
  return RISK_QUESTIONS.filter((question) => answers[question] === "tak");
}

/** The form's field names: the answers, the consent's checkbox, the submission key (no terms: they are the booking's, issue 80). */
export const QUESTIONNAIRE_FIELDS = [...RISK_QUESTIONS, ...FREE_TEXTS.map((text) => text.key), "zgoda", "submissionKey"] as const;

/** Where the client's page shows the questionnaire's section. */
export const QUESTIONNAIRE_ANCHOR = "ankieta";
