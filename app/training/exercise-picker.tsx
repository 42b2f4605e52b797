// "Wybierz ćwiczenia do: Dzień A": the library as a list of checkboxes with
// each exercise's photo, searched as the trainer types (once the page's code
// runs; without it the whole list shows), and "Dodaj zaznaczone" adds a row
// for each ticked one at once (issue 78: a plan of 15 exercises had taken 96
// taps through a select of 77 names a row).
import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { typeset as t } from "~/lib/typeset";
import { EXERCISE_CATEGORY_NAMES } from "./exercise-library.messages";
import { exerciseMatches } from "./exercise-search";
import { pickField } from "./plan-draft";
import type { ExerciseChoice } from "./plan-exercise-row";
import { PLAN_PAGE } from "./plan.messages";

export function ExercisePicker({ day, dayName, choices }: { day: number; dayName: string; choices: readonly ExerciseChoice[] }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const shown = choices.filter((choice) => !query || exerciseMatches(choice.name, query));
  const searchId = `${pickField(day)}-szukaj`;
  return (
    <details className="plan-picker">
      <summary className="admin-button">{t(PLAN_PAGE.pickExercises(dayName))}</summary>
      <p className="plan-picker-hint">{t(PLAN_PAGE.pickHint)}</p>
      {/* Its room is kept before the code runs, so a tick made meanwhile does not land on the row above when the field appears. */}
      <div className="admin-field plan-picker-search">
        {hydrated && (
          <>
            <label htmlFor={searchId}>{PLAN_PAGE.pickSearch}</label>
            {/* No name: the search is not part of the plan. */}
            <input id={searchId} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
          </>
        )}
      </div>
      {shown.length === 0 && <p role="status">{t(PLAN_PAGE.pickNone)}</p>}
      <ul className="plan-picker-list">
        {choices.map((choice) => (
          // Hidden, not removed, by the search: what is ticked stays ticked and is sent.
          <li key={choice.id} hidden={!shown.includes(choice)}>
            <label>
              <input type="checkbox" name={pickField(day)} value={choice.id} />
              {choice.thumbnail ? <img src={choice.thumbnail} alt="" width={48} height={48} loading="lazy" /> : <span className="plan-picker-nophoto" />}
              <span>
                {t(choice.name)}
                <small>{t(EXERCISE_CATEGORY_NAMES[choice.category])}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <button type="submit" name="intent" value={`add-picked:${day}`} className="admin-button admin-button-primary">
        {PLAN_PAGE.addPicked}
      </button>
    </details>
  );
}
