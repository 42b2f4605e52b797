// The entry of app/admin/ for other folders' server code.
export {
  endAdminSession,
  endEveryAdminSession,
  endListedSession,
  signedInDevices,
  getAdminSession,
  requireAdmin,
  adminPasswordHash,
  requireAdminEnabled,
  SIGN_IN_PATH,
  startAdminSession,
} from "./admin-auth.server";
// Server only: csv-stringify needs Node's Buffer, which a browser has not (the dev server sends the client entry's modules whole).
export { CSV_MEDIA_TYPE, toCsv } from "./csv.server";
export { trustDevice, trustedDeviceOf } from "./admin-device.server";
export { deviceFacts } from "./signed-in-device.server";
export { adminCookie } from "./admin-cookie.server";
export { adminGuard } from "./admin-guard.server";
export { backTo, idParam, requireSupportedDates } from "./admin-params.server";
export { toTheCard } from "./card-address.server";
export { deleteEndedSessions } from "./admin-sessions.server";
export { lookAtInbox, lookAtWeek, panelNews } from "./panel-news.server";
export { takeToast, toastHeaders } from "./admin-toast.server";
export { countByStatus, eraseEnquiry, eraseSpam, exportEnquiries, getEnquiry, listEnquiries, listFailedMails, setNote, setStatus } from "./inbox.server";
export { photoUploadRefusal } from "./photo-upload-limit.server";
export { clearAllAttempts } from "./sign-in-throttle.server";
export { checkSignIn, passwordWasChecked } from "./sign-in.server";
