// The policy's props as the privacy page's loader gives them, for the tests
// that render a section of it.
import privacy from "../../../content/privacy";
import { privacySchema } from "../../../content/privacy-schema";
import type { PolicyFigures, PolicyProps } from "./policy-props";

export const POLICY_FIGURES: PolicyFigures = {
  retentionMonths: 24,
  revisionMonths: 12,
  unusedPhotoDays: 30,
  enquiries: 5,
  enquiryWindowMinutes: 10,
  bookings: 5,
  bookingWindowMinutes: 60,
  sweepMinutes: 5,
  acknowledgesEnquiries: false,
  cancelCutoffHours: 12,
  clientLinkMinutes: 15,
  clientSessionDays: 30,
  reviewAfterSessions: 0,
  healthDataMonths: 12,
};

const business = {
  name: "Jan Kowalski",
  legalName: "Jan Kowalski Trening",
  taxId: "0000000000",
  email: "k@example.com",
  phone: "+48 500 000 000",
  address: { street: "ul. Sportowa 1", postalCode: "00-001", locality: "Przykładowo" },
};

/** The policy's props with the content's privacy facts, `privacyChanges` and `figureChanges` over them. */
export function policyProps(privacyChanges: Record<string, unknown> = {}, figureChanges: Partial<PolicyFigures> = {}): PolicyProps {
  return {
    privacy: privacySchema.parse({ ...privacy, ...privacyChanges }),
    business,
    updated: "2026-11-27",
    figures: { ...POLICY_FIGURES, ...figureChanges },
  };
}
