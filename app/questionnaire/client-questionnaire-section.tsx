// The client's page's "Przed pierwszym treningiem": the way to the health
// questionnaire, or when it was filled in and the way to fill it in again.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { QUESTIONNAIRE_ANCHOR } from "./questions";
import { QUESTIONNAIRE } from "./questionnaire.messages";

export function ClientQuestionnaireSection({ answeredAt }: { answeredAt: string | null }) {
  return (
    <section id={QUESTIONNAIRE_ANCHOR} aria-labelledby="ankieta-naglowek" className="mt-10">
      <h2 id="ankieta-naglowek" className="heading-2">
        {answeredAt ? QUESTIONNAIRE.title : QUESTIONNAIRE.sectionTitle}
      </h2>
      <p className="mt-4">{t(answeredAt ? QUESTIONNAIRE.sectionDone(answeredAt) : QUESTIONNAIRE.sectionLead)}</p>
      <p className="mt-4">
        <Link to={href("/moje-treningi/ankieta")} className={answeredAt ? "button-secondary" : "button-primary"}>
          {answeredAt ? QUESTIONNAIRE.fillAgain : QUESTIONNAIRE.fill}
        </Link>
      </p>
    </section>
  );
}
