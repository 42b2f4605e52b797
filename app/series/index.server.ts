// The entry of app/series/ for other folders' server code.
export { mailGroupOf } from "./mail-group.server";
export { type ChosenClient, newBooking, saveSeries, type SeriesDraft } from "./save-series.server";
export { cancelFollowing, followingCount, followingCounts, moveFollowing } from "./series-changes.server";
export { makeWeekly, type MakeWeeklyRefusal, makeWeeklyRefusal, type ShownBooking } from "./make-weekly.server";
