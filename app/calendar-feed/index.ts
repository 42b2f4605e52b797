// The entry of app/calendar-feed/ for other folders: what they may use of it that the browser may load too.
export { CalendarFeedSection } from "./calendar-feed-section";
export { feedSettingsToast } from "./calendar-feed.messages";
