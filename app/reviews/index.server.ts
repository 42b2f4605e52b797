// The entry of app/reviews/ (a client asked once for a review) for other folders' server code.
export { clientOfReviewToken, reviewPagePath } from "./review-link.server";
export { askForReviewIfDue, declineReview, mergeReviewRequests, reviewRequestOf, type ReviewRequest } from "./review-requests.server";
export { reviewTemplates } from "./review-templates.server";
export { giveReviewConsentWithin, reviewConsentOf, setReviewConsent } from "./review-consent.server";
