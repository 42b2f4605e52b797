// What the progress chart shows of years of measurements: the last month,
// three, a year, or all, counted back from the newest measurement (a client
// who stopped a year ago still sees their last months), and the dates under
// it with the year where one starts, so "1 cze … 1 gru … 1 cze" reads as two
// Junes.

export const CHART_RANGES = ["1", "3", "12", "all"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The range a chart opens at: a year, the season a goal is usually about. */
export const FIRST_RANGE: ChartRange = "12";

/** The points of the range, oldest first; `points` are in date order (YYYY-MM-DD). */
export function pointsInRange<T extends { date: string }>(points: readonly T[], range: ChartRange): T[] {
  const newest = points.at(-1);
  if (!newest || range === "all") return [...points];
  const from = monthsBefore(newest.date, Number(range));
  return points.filter((point) => point.date >= from);
}

/** The day `months` calendar months before (31 March less one month: 28 or 29 February), as Temporal counts; the
 * client page's bundle does without Temporal's polyfill for this one sum. */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, daysInMonth));
  return first.toISOString().slice(0, 10);
}

/**
 * The x axis' dates: "1 cze" under each tick, and the year with the first
 * tick and with each tick in another year than the one before it.
 */
export function dateTicks(days: readonly { year: number; text: string }[]): string[] {
  return days.map((day, at) => (at === 0 || days[at - 1]!.year !== day.year ? `${day.text} ${day.year}` : day.text));
}
