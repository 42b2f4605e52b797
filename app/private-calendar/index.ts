// The entry of app/private-calendar/ for other folders: what they may use of it that the browser may load too.
export { reportText } from "./private-calendar-report";
export { PRIVATE_CALENDAR_PATH, PrivateCalendarSection } from "./private-calendar-section";
export type { SyncInput, SyncOutcome } from "./private-calendar-sync";
