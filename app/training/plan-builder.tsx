// The plan builder on a client's card (/admin/klienci/:id/plan): days of
// exercises typed on the phone; the buttons that add or remove a row post the
// form and get it back changed (no JavaScript needed), "Zapisz plan" saves it
// as the next version.
import { Form, useNavigation } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { dayField, type PlanDraft } from "./plan-draft";
import { ExercisePicker } from "./exercise-picker";
import { PlanExerciseRow, type ExerciseChoice } from "./plan-exercise-row";
import { PLAN_PAGE } from "./plan.messages";
import { PlanRecipientsField, type PlanRecipient } from "./plan-recipients-field";

type Props = {
  draft: PlanDraft;
  choices: readonly ExerciseChoice[];
  problems: Record<string, string>;
  /** The field to put the cursor in: the row just added. */
  focus: string | null;
  formError: string | null;
  /** Who else may get this plan, and who of them is ticked (on a form sent back). */
  recipients: readonly PlanRecipient[];
  also: readonly string[];
};

export function PlanBuilder({ draft, choices, problems, focus, formError, recipients, also }: Props) {
  // The save said while it is under way: on a slow phone a tap with no answer looks lost, and gets tapped again.
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    // A new draft from the server (a row added or removed) is a new form: the fields take its values.
    <Form method="post" className="admin-form" noValidate key={JSON.stringify(draft)}>
      <input type="hidden" name="basedOn" value={draft.basedOn} />
      {/* Enter in a field saves, as it does in every other form, rather than the first row's "Usuń". */}
      <button type="submit" name="intent" value="save" className="admin-visually-hidden" tabIndex={-1} aria-hidden="true">
        {PLAN_PAGE.save}
      </button>
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <div className="plan-start">
        <div className="admin-field">
          <label htmlFor="startsOn">{PLAN_PAGE.startsOn}</label>
          <input id="startsOn" name="startsOn" type="date" defaultValue={draft.startsOn} aria-invalid={problems.startsOn ? true : undefined} />
          {problems.startsOn && <p className="field-error">{problems.startsOn}</p>}
        </div>
        <div className="admin-field">
          <label htmlFor="weeks">{PLAN_PAGE.weeks}</label>
          <input id="weeks" name="weeks" inputMode="numeric" defaultValue={draft.weeks} aria-invalid={problems.weeks ? true : undefined} />
          {problems.weeks && <p className="field-error">{problems.weeks}</p>}
        </div>
      </div>
      {problems.days && <p className="field-error">{t(problems.days)}</p>}
      {draft.days.map((day, dayIndex) => (
        <fieldset key={dayIndex} className="plan-day">
          <legend className="admin-visually-hidden">{day.name}</legend>
          <div className="admin-field">
            <label htmlFor={dayField(dayIndex, "name")}>{PLAN_PAGE.dayName}</label>
            <input
              id={dayField(dayIndex, "name")}
              name={dayField(dayIndex, "name")}
              defaultValue={day.name}
              aria-invalid={problems[dayField(dayIndex, "name")] ? true : undefined}
            />
            {problems[dayField(dayIndex, "name")] && <p className="field-error">{t(problems[dayField(dayIndex, "name")]!)}</p>}
          </div>
          <ol className="plan-rows">
            {day.exercises.map((row, rowIndex) => (
              <PlanExerciseRow key={rowIndex} day={dayIndex} row={rowIndex} values={row} choices={choices} problems={problems} focus={focus} />
            ))}
          </ol>
          <ExercisePicker day={dayIndex} dayName={day.name} choices={choices} />
          <p className="admin-button-row">
            <button type="submit" name="intent" value={`add-exercise:${dayIndex}`} className="admin-button">
              {PLAN_PAGE.addExercise(day.name)}
            </button>
            <button type="submit" name="intent" value={`remove-day:${dayIndex}`} className="admin-button">
              {PLAN_PAGE.removeDay(day.name)}
            </button>
          </p>
        </fieldset>
      ))}
      <p className="admin-button-row">
        <button type="submit" name="intent" value="add-day" className="admin-button">
          {t(PLAN_PAGE.addDay)}
        </button>
      </p>
      <div className="admin-field">
        <label htmlFor="templateName">{t(PLAN_PAGE.asTemplate)}</label>
        <input id="templateName" name="templateName" maxLength={80} autoComplete="off" />
      </div>
      <PlanRecipientsField recipients={recipients} ticked={also} />
      <p className="admin-button-row">
        <button type="submit" name="intent" value="save" className="admin-button admin-button-primary admin-button-wide" aria-disabled={saving}>
          {saving ? PLAN_PAGE.saving : PLAN_PAGE.save}
        </button>
      </p>
    </Form>
  );
}
