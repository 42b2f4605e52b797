// One exercise of a day in the plan builder: the library's exercise, its
// numbers, a note, and whether it goes in a superset with the one before.
import { typeset as t } from "~/lib/typeset";
import { EXERCISE_CATEGORIES, type ExerciseCategory } from "./exercise-category";
import { EXERCISE_CATEGORY_NAMES } from "./exercise-library.messages";
import { exerciseField, type DraftExercise } from "./plan-draft";
import { PLAN_PAGE } from "./plan.messages";

/** `thumbnail`: the address of the photo's smallest file, for the picker; null without a photo. */
export type ExerciseChoice = { id: number; name: string; category: ExerciseCategory; thumbnail: string | null };

type Props = {
  day: number;
  row: number;
  values: DraftExercise;
  choices: readonly ExerciseChoice[];
  problems: Record<string, string>;
  /** The field to put the cursor in (the row just added: its exercise; picked ones: the first's repetitions), if in this row. */
  focus: string | null;
};

const NUMBERS = [
  ["sets", PLAN_PAGE.sets, "numeric"],
  ["reps", PLAN_PAGE.reps, "text"],
  ["kg", PLAN_PAGE.kg, "decimal"],
  ["rpe", PLAN_PAGE.rpe, "decimal"],
  ["seconds", PLAN_PAGE.seconds, "numeric"],
  ["rest", PLAN_PAGE.rest, "numeric"],
  ["tempo", PLAN_PAGE.tempo, "text"],
] as const;

export function PlanExerciseRow({ day, row, values, choices, problems, focus }: Props) {
  const name = (field: Parameters<typeof exerciseField>[2]) => exerciseField(day, row, field);
  const categories = EXERCISE_CATEGORIES.filter((category) => choices.some((choice) => choice.category === category));
  const error = (field: string) =>
    problems[field] && (
      <p id={`blad-${field}`} className="field-error">
        {t(problems[field])}
      </p>
    );
  const invalid = (field: string) => (problems[field] ? { "aria-invalid": true, "aria-describedby": `blad-${field}` } : {});
  return (
    <li className="plan-row">
      <div className="admin-field">
        <label htmlFor={name("exercise")}>{PLAN_PAGE.exercise}</label>
        <select
          id={name("exercise")}
          name={name("exercise")}
          defaultValue={values.exercise}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the row just added by "Dodaj ćwiczenie": where the trainer goes next
          autoFocus={focus === name("exercise")}
          {...invalid(name("exercise"))}
        >
          <option value="">{t(PLAN_PAGE.chooseExercise)}</option>
          {categories.map((category) => (
            <optgroup key={category} label={EXERCISE_CATEGORY_NAMES[category]}>
              {choices
                .filter((choice) => choice.category === category)
                .map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {t(choice.name)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error(name("exercise"))}
      </div>
      <div className="plan-numbers">
        {NUMBERS.map(([field, label, mode]) => (
          <div key={field} className="admin-field">
            <label htmlFor={name(field)}>{label}</label>
            <input
              id={name(field)}
              name={name(field)}
              inputMode={mode}
              defaultValue={values[field]}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the first exercise just picked: its repetitions are what the trainer checks next
              autoFocus={focus === name(field)}
              {...invalid(name(field))}
            />
            {error(name(field))}
          </div>
        ))}
      </div>
      <div className="admin-field">
        <label htmlFor={name("note")}>{PLAN_PAGE.note}</label>
        <input id={name("note")} name={name("note")} defaultValue={values.note} autoComplete="off" />
      </div>
      <div className="plan-row-end">
        {row > 0 && (
          <div className="admin-field">
            <input id={name("superset")} name={name("superset")} type="checkbox" defaultChecked={values.superset} />
            <label htmlFor={name("superset")}>{t(PLAN_PAGE.superset)}</label>
          </div>
        )}
        <button type="submit" name="intent" value={`remove-exercise:${day}:${row}`} className="admin-button">
          {PLAN_PAGE.removeExercise}
        </button>
      </div>
    </li>
  );
}
