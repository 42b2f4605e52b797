// The card's coaching: the health questionnaire, the links to the client's
// progress and diet, then the plan and its log (after two years, a log many
// screens long: the diet's link under it was six screens down, issue 78).
import { CardDietLink } from "~/diet";
import { CardProgressLink } from "~/progress";
import { CardQuestionnaire } from "~/questionnaire";
import { CardTraining } from "~/training";
import type { CardCoachingFacts } from "./client-coaching.server";

export function CardCoaching({ clientId, facts }: { clientId: number; facts: CardCoachingFacts }) {
  return (
    <>
      <CardQuestionnaire clientId={clientId} facts={facts.questionnaire} />
      <CardProgressLink clientId={clientId} summary={facts.progress} />
      <CardDietLink clientId={clientId} facts={facts.diet} />
      <CardTraining clientId={clientId} facts={facts.training} />
    </>
  );
}
