// What other folders' server code may use of the health questionnaire (issue 62).
export { clientsNeedingDoctor, latestQuestionnaire, saveQuestionnaire, type SavedQuestionnaire } from "./questionnaire-store.server";
export { questionnaireTemplates } from "./questionnaire-mail.server";
export { answerQuestionnaire, type QuestionnaireOutcome } from "./answer-questionnaire.server";
export { mergeQuestionnaires, questionnaireExport, type ExportedQuestionnaire } from "./questionnaire-export.server";
