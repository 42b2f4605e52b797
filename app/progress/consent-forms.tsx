// The health-data consent (RODO art. 9): what is kept, why, how long and how
// to withdraw, then a checkbox and a button; once given, its date and the
// withdrawal behind a question (<details>, as the page's erase form), since
// withdrawing erases everything at once.
import { Form, href } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { PROGRESS } from "./progress.messages";
import { PROGRESS_INTENTS } from "./progress-form";

export function ConsentForm({ error }: { error?: string }) {
  return (
    <Form method="post" action={href("/moje-treningi/postepy")} className="mt-4 space-y-4">
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
      <label className="flex min-h-11 items-start gap-3 font-bold">
        <input type="checkbox" name="zgoda" value="tak" required className="size-6 shrink-0" />
        <span>{t(PROGRESS.consentCheckbox)}</span>
      </label>
      <button type="submit" className="button-primary">
        {PROGRESS.consentButton}
      </button>
    </Form>
  );
}

export function WithdrawConsent({ since }: { since: string }) {
  return (
    <div className="mt-8">
      <p>{t(PROGRESS.consentGiven(since))}</p>
      <details className="booking-cancel mt-3">
        <summary className="button-secondary">{PROGRESS.withdraw}</summary>
        <Form method="post" action={href("/moje-treningi/postepy")} className="mt-3">
          {/* What will go can be kept first (issue 80): the client's whole export, the diet and the log included. */}
          <p>
            {t(PROGRESS.withdrawDownloadFirst)}{" "}
            <a href={href("/moje-treningi/dane.json")} className="inline-flex min-h-11 items-center underline" download>
              {t(PROGRESS.withdrawDownload)}
            </a>
          </p>
          <p className="mt-3">{t(PROGRESS.withdrawQuestion)}</p>
          <button type="submit" name="intent" value={PROGRESS_INTENTS.withdraw} className="button-primary mt-3">
            {t(PROGRESS.withdrawConfirm)}
          </button>
        </Form>
      </details>
    </div>
  );
}
