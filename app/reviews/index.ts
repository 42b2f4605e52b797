// The entry of app/reviews/ (a client asked once for a review) for routes and the browser.
export { REVIEW_CONSENT, REVIEW_PAGE, reviewRequestLine } from "./reviews.messages";
export { REVIEW_CONSENT_FIELD, REVIEW_CONSENT_INTENT, ReviewConsentForm } from "./review-consent-form";
