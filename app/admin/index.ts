// The entry of app/admin/ for other folders: what they may use of it that the browser may load too.
export { adminMeta } from "./admin-meta";
export { AdminPager } from "./admin-pager";
export { AdminShell } from "./admin-shell";
export { partLookedAt, type PanelNews, type PanelPart } from "./panel-menu";
export { ENQUIRY_GONE, OPERATIONS_GUIDE_POINTER, tooManyPhotosMessage } from "./admin.messages";
export { clientActivity, clientCountsLine, personCount } from "./client-phrases";
export { DEVICE_ALREADY_GONE, DEVICE_SIGNED_OUT, DEVICES_LEAD, deviceName, sessionTerm } from "./devices.messages";
export { EnquiryNoteForm } from "./enquiry-note-form";
export { ENQUIRY_UPDATE_FIELDS, enquiryUpdateSchema, NOTE_MAX_LENGTH, noteSchema } from "./enquiry-update-schema";
export { inboxSearch, MAX_QUERY_LENGTH, parseInboxFilter } from "./inbox-filter";
export { mailsNotSent, newCount, newEnquiryCount, spamToErase, withBookingsOfThisPerson } from "./panel-phrases";
export { SIGN_IN_FIELDS, signInSchema } from "./sign-in-schema";
export { StatusBadge } from "./status-badge";
export { OFFLINE_PAGE } from "./offline/offline.messages";
export { MANIFEST_MEDIA_TYPE, panelManifest } from "./offline/panel-manifest";
export { PANEL_WORKER } from "./offline/use-panel-worker";
