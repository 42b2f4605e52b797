// The booking forms' unticked box (issue 80): the client agrees to be asked
// once for a review. On /rezerwacja and on a group session's seat form.
import { typeset as t } from "~/lib/typeset";
import { REVIEW_CONSENT } from "~/reviews";

export const REVIEW_CONSENT_BOX = "reviewConsent";

export function ReviewConsentBox({ checked }: { checked: boolean }) {
  return (
    <label className="booking-check">
      <input type="checkbox" name={REVIEW_CONSENT_BOX} value="on" defaultChecked={checked} />
      <span>{t(REVIEW_CONSENT.box)}</span>
    </label>
  );
}
