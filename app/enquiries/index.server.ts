// The entry of app/enquiries/ for other folders' server code.
export { handleEnquiry } from "./enquiry-action.server";
export { enquiryTemplates } from "./enquiry-templates.server";
export { clearLimitKeys, clearLimits, deleteEndedLimits, hitLimit, type LimitHit, type RateLimit, returnHit, secondsUntil } from "./rate-limit.server";
export { eraseExpiredEnquiries } from "./retention.server";
