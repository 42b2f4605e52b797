// The entry of app/series/ for other folders: what they may use of it that the browser may load too.
export { clockText, type Occurrence, OUTSIDE_HOURS_FATES, seriesDates, seriesFates, type SeriesPlan, timeFate, type TimeFate } from "./series-fates";
export { SeriesList } from "./series-list";
export type { SeriesRow } from "./series-row";
export { fateText } from "./series.messages";
