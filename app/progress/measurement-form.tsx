// The measurement form, the same for the client and the trainer: a date
// (today by default) and any of the measures, typed with a phone's decimal
// keypad. A fetcher's form: with JavaScript the errors come back in place,
// without it the action's page shows them with what was typed.
import { useFetcher } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { MEASURES, type MeasurementProblem } from "./measures";
import { MEASURE_NAMES, PROGRESS } from "./progress.messages";
import { PROGRESS_INTENTS } from "./progress-form";

export type MeasurementFormProps = { action: string; submissionKey: string; today: string; problem?: MeasurementProblem | null };

export function MeasurementForm({ action, submissionKey, today, problem }: MeasurementFormProps) {
  const fetcher = useFetcher<{ problem?: MeasurementProblem }>();
  const shown = fetcher.data?.problem ?? problem ?? null;
  const values = shown?.values ?? {};
  const errors = shown?.errors ?? {};
  const field = (name: string, label: string, input: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className="field" key={name}>
      <label htmlFor={`pomiar-${name}`}>{label}</label>
      <input
        id={`pomiar-${name}`}
        name={name}
        defaultValue={values[name] ?? (name === "measuredOn" ? today : "")}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `pomiar-${name}-blad` : undefined}
        {...input}
      />
      {errors[name] && (
        <p id={`pomiar-${name}-blad`} className="field-error">
          {t(errors[name])}
        </p>
      )}
    </div>
  );
  return (
    // A new key after each save: the fields start empty again.
    <fetcher.Form key={submissionKey} method="post" action={action} className="progress-form" noValidate>
      <input type="hidden" name="intent" value={PROGRESS_INTENTS.measure} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {errors.form && (
        <p className="form-error" role="alert">
          {t(errors.form)}
        </p>
      )}
      {field("measuredOn", PROGRESS.measuredOn, { type: "date", max: today, required: true })}
      <div className="progress-measures">
        {MEASURES.map((measure) =>
          field(measure.key, `${MEASURE_NAMES[measure.key]} (${measure.unit})`, { type: "text", inputMode: "decimal", maxLength: 6, autoComplete: "off" }),
        )}
      </div>
      <button type="submit" className="button-primary" disabled={fetcher.state !== "idle"}>
        {PROGRESS.save}
      </button>
    </fetcher.Form>
  );
}
