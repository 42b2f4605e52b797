// What a client's card shows of the coaching (issue 60): the plan and the
// workout log, the last measurement, the diet, the health questionnaire
// (issue 62); each capability's facts.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { cardDietFacts } from "~/diet/index.server";
import { cardProgressSummary } from "~/progress/index.server";
import { latestQuestionnaire } from "~/questionnaire/index.server";
import { cardTraining } from "~/training/index.server";

/** `trainingThrough`: the page of the workout log asked for (the card's "?starsze="). */
export async function cardCoaching(db: Kysely<Database>, clientId: number, now: Date, trainingThrough: string | null) {
  const [training, progress, diet, questionnaire] = await Promise.all([
    cardTraining(db, clientId, now, trainingThrough),
    cardProgressSummary(db, clientId),
    cardDietFacts(db, clientId),
    latestQuestionnaire(db, clientId),
  ]);
  return { training, progress, diet, questionnaire };
}

export type CardCoachingFacts = Awaited<ReturnType<typeof cardCoaching>>;
