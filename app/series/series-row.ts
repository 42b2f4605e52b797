// A weekly series' date as the trainer's booking form lists it, before the series is saved.

/** One date of a series as the page lists it. */
export type SeriesRow = {
  date: string;
  /** "wtorek, 2 marca 2027". */
  day: string;
  time: string;
  fate: string;
  free: boolean;
  /** Free, or outside working hours once the trainer confirms that. */
  bookable: boolean;
  outsideHours: boolean;
  clockChange: string | null;
  /** Book it at the series' time (a free date's default), skip it (the default otherwise), or another time. */
  choice: "book" | "skip" | "time";
};
