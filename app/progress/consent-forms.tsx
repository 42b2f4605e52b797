// The health-data consents (RODO art. 9, one per purpose: issue 80): the
// progress's with what is kept, why, how long and how to withdraw, then a
// checkbox and a button; once given, its date and the withdrawal behind a
// question (<details>, as the page's erase form) that says what goes and what
// stays, with the client's data to download first. The questionnaire's and
// the diet's, each given and withdrawn on its own, in a list after it.
import { Form, href } from "react-router";
import type { HealthPurpose } from "~/db/client-import-tables";
import { typeset as t } from "~/lib/typeset";
import { CONSENT_NAMES, CONSENTS, HEALTH_CONSENT_WORDINGS, WITHDRAW_QUESTIONS } from "./consent-purposes.messages";
import { PROGRESS } from "./progress.messages";
import { PROGRESS_INTENTS, PURPOSE_FIELD, PURPOSE_SLUGS } from "./progress-form";

const ACTION = href("/moje-treningi/postepy");

function ConsentBox({ purpose }: { purpose: HealthPurpose }) {
  return (
    <>
      <input type="hidden" name={PURPOSE_FIELD} value={PURPOSE_SLUGS[purpose]} />
      <label className="flex min-h-11 items-start gap-3 font-bold">
        <input type="checkbox" name="zgoda" value="tak" required className="size-6 shrink-0" />
        <span>{t(HEALTH_CONSENT_WORDINGS[purpose])}</span>
      </label>
    </>
  );
}

export function ConsentForm({ error }: { error?: string }) {
  return (
    <Form method="post" action={ACTION} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={PROGRESS_INTENTS.consent} />
      <p>{t(PROGRESS.consentLead)}</p>
      <p>{t(PROGRESS.consentWhat)}</p>
      <p>{t(PROGRESS.consentWhere)}</p>
      <p>{t(PROGRESS.consentHowLong)}</p>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <ConsentBox purpose="progress" />
      <button type="submit" className="button-primary">
        {PROGRESS.consentButton}
      </button>
    </Form>
  );
}

export function WithdrawConsent({ purpose, since }: { purpose: HealthPurpose; since: string }) {
  return (
    <div className="mt-4">
      <p>{t(CONSENTS.given(since))}</p>
      <details className="booking-cancel mt-3">
        <summary className="button-secondary">{CONSENTS.withdraw[purpose]}</summary>
        <Form method="post" action={ACTION} className="mt-3">
          <input type="hidden" name={PURPOSE_FIELD} value={PURPOSE_SLUGS[purpose]} />
          {/* What will go can be kept first (issue 80): the client's whole export. */}
          <p>
            {t(PROGRESS.withdrawDownloadFirst)}{" "}
            <a href={href("/moje-treningi/dane.json")} className="inline-flex min-h-11 items-center underline" download>
              {t(PROGRESS.withdrawDownload)}
            </a>
          </p>
          <p className="mt-3">{t(WITHDRAW_QUESTIONS[purpose])}</p>
          <button type="submit" name="intent" value={PROGRESS_INTENTS.withdraw} className="button-primary mt-3">
            {t(PROGRESS.withdrawConfirm)}
          </button>
        </Form>
      </details>
    </div>
  );
}

/** The questionnaire's and the diet's consents, each given or withdrawn on its own. */
export function OtherConsents({ consents }: { consents: Record<HealthPurpose, string | null> }) {
  return (
    <div className="mt-10">
      <h3 className="heading-3">{t(CONSENTS.heading)}</h3>
      <p className="mt-2">{t(CONSENTS.lead)}</p>
      {(["questionnaire", "diet"] as const).map((purpose) => {
        const since = consents[purpose];
        return (
          <div key={purpose} className="mt-6">
            <h4 className="font-bold">{t(CONSENT_NAMES[purpose])}</h4>
            {since ? (
              <WithdrawConsent purpose={purpose} since={since} />
            ) : (
              <Form method="post" action={ACTION} className="mt-2 space-y-3">
                <input type="hidden" name="intent" value={PROGRESS_INTENTS.consent} />
                <p>{t(CONSENTS.notGiven)}</p>
                <ConsentBox purpose={purpose} />
                <button type="submit" className="button-secondary">
                  {CONSENTS.give[purpose]}
                </button>
              </Form>
            )}
          </div>
        );
      })}
    </div>
  );
}
