// "Plan i dziennik treningów" on a client's card: the plan (and the way to
// write or change it) and what the client logged, a page at a time, records marked.
import { href, Link } from "react-router";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { CardTrainingFacts } from "./card-training.server";
import { CARD_LOG, describeSet } from "./workout.messages";

/** The workouts in sight before the fold. */
const SHOWN = 2;

function WorkoutList({ workouts }: { workouts: CardTrainingFacts["workouts"] }) {
  return (
    <ul className="card-workouts">
      {workouts.map((workout) => (
        <li key={`${workout.doneOn} ${workout.dayName}`}>
          <p className="font-bold">{t(`${formatDate(`${workout.doneOn}T12:00:00.000Z`)}, ${workout.dayName}`)}</p>
          <ul>
            {workout.exercises.map((exercise) => (
              <li key={exercise.name}>
                {t(exercise.name)}:{" "}
                {exercise.sets.map((set, index) => (
                  <span key={index}>
                    {index > 0 && ", "}
                    {t(describeSet(set))}
                    {set.record && <strong> ({CARD_LOG.record})</strong>}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function CardTraining({ clientId, facts }: { clientId: number; facts: CardTrainingFacts }) {
  const { plan, thisWeek, workouts, olderThrough, olderPage } = facts;
  const card = href("/admin/klienci/:id", { id: String(clientId) });
  return (
    <section aria-labelledby="trening-klienta" className="admin-section">
      <h2 id="trening-klienta" className="admin-subheading">
        {t(CARD_LOG.heading)}
      </h2>
      <p className="admin-lead">{t(plan ? CARD_LOG.plan(plan.version, plan.days) : CARD_LOG.noPlan)}</p>
      <p className="admin-button-row">
        <Link to={href("/admin/klienci/:id/plan", { id: String(clientId) })} className="admin-button">
          {plan ? CARD_LOG.editPlan : CARD_LOG.makePlan}
        </Link>
      </p>
      {plan && <p>{t(CARD_LOG.thisWeek(thisWeek))}</p>}
      {workouts.length === 0 ? (
        plan && <p className="admin-lead">{t(CARD_LOG.none)}</p>
      ) : (
        <>
          <WorkoutList workouts={workouts.slice(0, SHOWN)} />
          {/* A page is a few workouts to a few weeks of them: the latest in sight, the rest folded. */}
          {workouts.length > SHOWN && (
            <details className="client-history-fold">
              <summary className="admin-link">{t(CARD_LOG.older(workouts.length - SHOWN))}</summary>
              <WorkoutList workouts={workouts.slice(SHOWN)} />
            </details>
          )}
        </>
      )}
      {/* The log pages by sets (training-log.server.ts): the card reads a page, never the whole log. */}
      {(olderThrough || olderPage) && (
        <p className="admin-button-row">
          {olderPage && (
            <Link to={`${card}#trening-klienta`} className="admin-link">
              {CARD_LOG.newestPage}
            </Link>
          )}
          {olderThrough && (
            <Link to={`${card}?starsze=${olderThrough}#trening-klienta`} className="admin-link">
              {CARD_LOG.olderPage}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
