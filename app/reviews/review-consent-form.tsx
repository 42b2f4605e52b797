// "Prośba o opinię" on /moje-treningi (issue 80): the client's own choice to
// be asked once for a review, an unticked box until they tick it, and
// withdrawn by unticking it. A plain form: it works without JavaScript.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { REVIEW_CONSENT } from "./reviews.messages";

export const REVIEW_CONSENT_INTENT = "review-consent";
export const REVIEW_CONSENT_FIELD = "opinia";

export function ReviewConsentForm({ since }: { since: string | null }) {
  return (
    <section aria-labelledby="opinia" className="mt-10">
      <h2 id="opinia" className="heading-2">
        {t(REVIEW_CONSENT.heading)}
      </h2>
      <p className="mt-2">{t(since ? REVIEW_CONSENT.given(since) : REVIEW_CONSENT.none)}</p>
      <Form method="post" className="mt-3 space-y-3">
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" name={REVIEW_CONSENT_FIELD} value="tak" defaultChecked={since !== null} className="size-6 shrink-0" />
          <span>{t(REVIEW_CONSENT.box)}</span>
        </label>
        <button type="submit" name="intent" value={REVIEW_CONSENT_INTENT} className="button-secondary">
          {REVIEW_CONSENT.save}
        </button>
      </Form>
    </section>
  );
}
