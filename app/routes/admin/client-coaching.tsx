// The card's coaching: the health questionnaire, the plan and log, then the links to the client's progress and diet.
import { CardDietLink } from "~/diet";
import { CardProgressLink } from "~/progress";
import { CardQuestionnaire } from "~/questionnaire";
import { CardTraining } from "~/training";
import type { CardCoachingFacts } from "./client-coaching.server";

export function CardCoaching({ clientId, facts }: { clientId: number; facts: CardCoachingFacts }) {
  return (
    <>
      <CardQuestionnaire clientId={clientId} facts={facts.questionnaire} />
      <CardTraining clientId={clientId} facts={facts.training} />
      <CardProgressLink clientId={clientId} summary={facts.progress} />
      <CardDietLink clientId={clientId} facts={facts.diet} />
    </>
  );
}
