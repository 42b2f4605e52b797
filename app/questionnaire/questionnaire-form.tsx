// The health questionnaire, the same for the client and for the trainer
// filling it in with the client: each readiness question a fieldset of "Tak"
// and "Nie", the client's own words, and the health-data consent when not yet
// given; never the terms, which the booking's contract holds (a health form
// saved only with them would bundle the consent with it). A plain form: it works without JavaScript, and a
// refusal comes back with each error beside its field and what was chosen.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { FREE_TEXTS, RISK_QUESTIONS } from "./questions";
import { FREE_TEXT_LABELS, QUESTIONNAIRE, RISK_QUESTION_TEXT } from "./questionnaire.messages";
import type { QuestionnaireProblem } from "./questionnaire-problem";

export type QuestionnaireFormProps = {
  action: string;
  submissionKey: string;
  consentNeeded: boolean;
  problem?: QuestionnaireProblem | null;
  /** In the panel its checkboxes and radios are the panel's own, 44 px each (admin.css); on the client's page a 24 px box in a 44 px label. */
  panel?: boolean;
};

const TAP = "flex min-h-11 items-center gap-3";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  ) : null;
}

export function QuestionnaireForm({ action, submissionKey, consentNeeded, problem, panel = false }: QuestionnaireFormProps) {
  const box = panel ? "shrink-0" : "size-6 shrink-0";
  const errors = problem?.errors ?? {};
  const values = problem?.values ?? {};
  const described = (name: string) => (errors[name] ? `ankieta-${name}-blad` : undefined);
  return (
    <Form method="post" action={action} className="mt-6 space-y-8" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {Object.keys(errors).length > 0 && (
        <p className="form-error" role="alert">
          {t(errors.form ?? QUESTIONNAIRE.formErrors)}
        </p>
      )}
      <fieldset className="space-y-6">
        <legend className="heading-3">{t(QUESTIONNAIRE.questionsLegend)}</legend>
        {RISK_QUESTIONS.map((question) => (
          <fieldset key={question} aria-describedby={described(question)} aria-invalid={errors[question] ? true : undefined}>
            <legend className="font-bold">{t(RISK_QUESTION_TEXT[question])}</legend>
            <div className="mt-1 flex gap-8">
              {(["tak", "nie"] as const).map((answer) => (
                <label key={answer} className={TAP}>
                  <input type="radio" name={question} value={answer} defaultChecked={values[question] === answer} required className={box} />
                  {t(answer === "tak" ? QUESTIONNAIRE.yes : QUESTIONNAIRE.no)}
                </label>
              ))}
            </div>
            <FieldError id={`ankieta-${question}-blad`} error={errors[question]} />
          </fieldset>
        ))}
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="heading-3">{t(QUESTIONNAIRE.moreLegend)}</legend>
        {FREE_TEXTS.map(({ key, maxLength }) => (
          <div className="field" key={key}>
            <label htmlFor={`ankieta-${key}`}>{t(FREE_TEXT_LABELS[key])}</label>
            <textarea
              id={`ankieta-${key}`}
              name={key}
              rows={3}
              maxLength={maxLength}
              defaultValue={values[key] ?? ""}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={[`ankieta-${key}-limit`, described(key)].filter(Boolean).join(" ")}
            />
            <p id={`ankieta-${key}-limit`} className="text-sm">
              {t(QUESTIONNAIRE.limit(maxLength))}
            </p>
            <FieldError id={`ankieta-${key}-blad`} error={errors[key]} />
          </div>
        ))}
      </fieldset>
      {consentNeeded && (
        <fieldset className="space-y-3">
          <legend className="heading-3">{t(QUESTIONNAIRE.consentLegend)}</legend>
          <p>{t(QUESTIONNAIRE.consentLead)}</p>
          <label className="flex min-h-11 items-start gap-3 font-bold">
            <input type="checkbox" name="zgoda" value="tak" required className={box} aria-describedby={described("zgoda")} />
            <span>{t(QUESTIONNAIRE.consentCheckbox)}</span>
          </label>
          <FieldError id="ankieta-zgoda-blad" error={errors.zgoda} />
        </fieldset>
      )}
      <button type="submit" className="button-primary">
        {t(QUESTIONNAIRE.submit)}
      </button>
    </Form>
  );
}
