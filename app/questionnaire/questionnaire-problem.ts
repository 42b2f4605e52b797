// A refused questionnaire as the form shows it again: each field's first
// error, and what was typed and chosen.
export type QuestionnaireProblem = { errors: Record<string, string>; values: Record<string, string> };
