// A plan as a sheet: each day a table of its exercises and their targets,
// for the print (and the PDF the browser saves from it).
import { typeset as t } from "~/lib/typeset";
import type { PlanBody } from "./plan-body";
import { PLAN_SHEET } from "./plan.messages";
import { describeTarget } from "./workout.messages";

type Props = { clientName: string; plan: { body: PlanBody; startsOn: string; weeks: number; version: number } };

export function PlanSheet({ clientName, plan }: Props) {
  return (
    <article className="plan-sheet">
      <h1 className="admin-heading">{t(PLAN_SHEET.heading(clientName))}</h1>
      <p className="admin-lead">{t(PLAN_SHEET.lead(plan.startsOn, plan.weeks, plan.version))}</p>
      {plan.body.days.map((day) => (
        <section key={day.name} className="admin-section">
          <h2 className="admin-subheading">{t(day.name)}</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{PLAN_SHEET.exercise}</th>
                <th scope="col">{t(PLAN_SHEET.target)}</th>
                <th scope="col">{PLAN_SHEET.note}</th>
              </tr>
            </thead>
            <tbody>
              {day.exercises.map((exercise, index) => (
                <tr key={index}>
                  <td>
                    {exercise.superset && <span aria-label={PLAN_SHEET.superset}>↳ </span>}
                    {t(exercise.name)}
                  </td>
                  <td>{t(describeTarget(exercise))}</td>
                  <td>{t(exercise.note)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="plan-print-hint">{t(PLAN_SHEET.printHint)}</p>
    </article>
  );
}
