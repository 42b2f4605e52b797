// The card's health questionnaire: the latest answers, when and by whom they
// were given, the "Tak" answers first (they ask for a doctor's word before
// training), the client's own words; and the way to fill it in with the client.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { FREE_TEXTS, RISK_QUESTIONS, type QuestionnaireAnswers, type RiskQuestion } from "./questions";
import { FREE_TEXT_LABELS, QUESTIONNAIRE, RISK_QUESTION_SHORT, TRAINER_QUESTIONNAIRE } from "./questionnaire.messages";
import type { QuestionnaireFiller } from "~/db/health-questionnaire-tables";

/** What the card shows: the latest answers, or null when none were given. */
export type CardQuestionnaireFacts = { answers: QuestionnaireAnswers; risks: RiskQuestion[]; filledBy: QuestionnaireFiller; answeredAt: string } | null;

export function CardQuestionnaire({ clientId, facts }: { clientId: number; facts: CardQuestionnaireFacts }) {
  return (
    <section aria-labelledby="ankieta-zdrowotna" className="admin-section">
      <h2 id="ankieta-zdrowotna" className="admin-subheading">
        {t(TRAINER_QUESTIONNAIRE.link)}
      </h2>
      {facts === null ? (
        <p className="admin-lead">{t(TRAINER_QUESTIONNAIRE.none)}</p>
      ) : (
        <>
          <p className="admin-lead">{t(TRAINER_QUESTIONNAIRE.answered(facts.answeredAt, facts.filledBy))}</p>
          {facts.risks.length > 0 && (
            <p className="mt-2">
              <span className="admin-badge agenda-conflict">{t(TRAINER_QUESTIONNAIRE.doctorMark)}</span>
            </p>
          )}
          <ul className="mt-2 space-y-1">
            {RISK_QUESTIONS.map((question) => (
              <li key={question}>
                {t(`${RISK_QUESTION_SHORT[question]}: `)}
                <strong>{facts.answers[question] === "tak" ? QUESTIONNAIRE.yes : QUESTIONNAIRE.no}</strong>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-2">
            {FREE_TEXTS.map(({ key }) => (
              <div key={key}>
                <dt className="font-bold">{t(FREE_TEXT_LABELS[key])}</dt>
                <dd className="whitespace-pre-line">{t(facts.answers[key] || TRAINER_QUESTIONNAIRE.empty)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="admin-button-row">
        <Link to={href("/admin/klienci/:id/ankieta", { id: String(clientId) })} className="admin-button">
          {t(TRAINER_QUESTIONNAIRE.fillWithClient)}
        </Link>
      </p>
    </section>
  );
}
