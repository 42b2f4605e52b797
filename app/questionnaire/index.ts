// The entry of app/questionnaire/ for other folders: what the browser may load too.
export { RISK_QUESTIONS, QUESTIONNAIRE_ANCHOR, QUESTIONNAIRE_FIELDS, risksOf, type QuestionnaireAnswers, type RiskQuestion } from "./questions";
export { QUESTIONNAIRE, TRAINER_QUESTIONNAIRE } from "./questionnaire.messages";
export { QuestionnaireForm } from "./questionnaire-form";
export type { QuestionnaireProblem } from "./questionnaire-problem";
export { CardQuestionnaire, type CardQuestionnaireFacts } from "./card-questionnaire";
export { ClientQuestionnaireSection } from "./client-questionnaire-section";
