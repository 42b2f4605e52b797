// The entry of app/enquiries/ for other folders: what they may use of it that the browser may load too.
export { ENQUIRY_FORM_ID } from "./enquiry-form-id";
export { ENQUIRY_RATE_WINDOW_MINUTES } from "./enquiry-limits";
export { EnquiryPrivacyNotice } from "./enquiry-privacy-notice";
export { ENQUIRY_STATUSES, type EnquiryStatus, isEnquiryStatus, STATUS_LABELS } from "./enquiry-status";
export { normalizePhone } from "./phone";
export { serviceLabel, serviceName, serviceOptions, serviceSlugs } from "./service-options";
export type { EnquiryRefusal } from "./use-enquiry-checks";
