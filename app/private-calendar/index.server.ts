// The entry of app/private-calendar/ for other folders' server code.
export { syncInWorker } from "./private-calendar-sandbox.server";
export { privateCalendarStatus, privateCalendarView } from "./private-calendar-status.server";
export {
  privateCalendar,
  type RefreshOptions,
  refreshPrivateCalendar,
  removePrivateCalendar,
  savePrivateCalendarUrl,
  setShowTitles,
  upcomingBusyCount,
} from "./private-calendar.server";
