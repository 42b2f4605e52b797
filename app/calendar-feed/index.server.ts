// The entry of app/calendar-feed/ for other folders' server code.
export { feedSecret, isFeedFile, renewFeedSecret } from "./calendar-feed-secret.server";
export { feedResponse } from "./calendar-feed.server";
export { CALENDAR_PROVIDERS, saveFeedSettings } from "./feed-settings.server";
