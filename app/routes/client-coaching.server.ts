// What /moje-treningi shows of the coaching (issue 60), read side by side:
// today's workout (or the plan's day chosen), the diet and the progress, and
// the weekly groups the client may join (issue 61), and whether the health
// questionnaire is filled in (issue 62).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { clientDietView } from "~/diet/index.server";
import { clientProgressView } from "~/progress/index.server";
import { clientWorkout } from "~/training/index.server";
import { weeklyGroupsFor } from "~/groups/index.server";
import { latestQuestionnaire } from "~/questionnaire/index.server";

export async function clientCoaching(db: Kysely<Database>, clientId: number, now: Date, chosenDay: number | null) {
  const [workout, diet, progress, groups, questionnaire] = await Promise.all([
    clientWorkout(db, clientId, now, chosenDay),
    clientDietView(db, clientId),
    clientProgressView(db, clientId, now),
    weeklyGroupsFor(db, clientId, now),
    latestQuestionnaire(db, clientId),
  ]);
  // The weekly groups' join form carries its own key: sent twice, it books nothing twice.
  const questionnaireAnsweredAt = questionnaire?.answeredAt ?? null;
  return { clientId, workout, diet, progress, questionnaireAnsweredAt, groups };
}

export type ClientCoaching = Awaited<ReturnType<typeof clientCoaching>>;
