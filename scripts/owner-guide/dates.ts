// The guide's dates, counted from today in Warsaw (the site's time zone), so
// that the pictures stay sensible whenever the script runs: a series across
// the next clock change, the next Christmas, a day off in a few weeks.
import { Temporal } from "temporal-polyfill";

type Day = Temporal.PlainDate;

export const today = (): Day => Temporal.Now.plainDateISO("Europe/Warsaw");

export const isBefore = (one: Day, other: Day) => Temporal.PlainDate.compare(one, other) < 0;

/** The first `weekday` (1 Monday … 7 Sunday) on or after `from`. */
export const onOrAfter = (from: Day, weekday: number): Day => from.add({ days: (weekday - from.dayOfWeek + 7) % 7 });

/** The last Sunday of a month: the clocks change on that of March and of October. */
function lastSunday(year: number, month: number): Day {
  const last = Temporal.PlainDate.from({ year, month, day: 1 }).add({ months: 1 }).subtract({ days: 1 });
  return last.subtract({ days: last.dayOfWeek % 7 });
}

/**
 * The first Tuesday of a weekly series whose fifth date is the first after a
 * clock change (the summer or the winter time), at least `ahead` days away.
 */
export function tuesdayBeforeClockChange(ahead: number): Day {
  const earliest = today().add({ days: ahead });
  for (let year = earliest.year; ; year++) {
    for (const month of [3, 10]) {
      const first = onOrAfter(lastSunday(year, month), 2).subtract({ weeks: 4 });
      if (!isBefore(first, earliest)) return first;
    }
  }
}

/** The next Christmas Eve from tomorrow on: a holiday 24–31 December. */
export function nextChristmasEve(): Day {
  const eve = Temporal.PlainDate.from({ year: today().year, month: 12, day: 24 });
  return isBefore(today(), eve) ? eve : eve.add({ years: 1 });
}

/** Public holidays on a fixed date and the Christmas holiday (the movable ones never fall on a Wednesday). */
const CLOSED = ["01-01", "01-06", "05-01", "05-03", "08-15", "11-01", "11-11", ...["24", "25", "26", "27", "28", "29", "30", "31"].map((day) => `12-${day}`)];

/** `from`, or the first of the weeks after it that is a working day. */
export function workingWeekday(from: Day): Day {
  let day = from;
  while (CLOSED.includes(day.toString().slice(5))) day = day.add({ weeks: 1 });
  return day;
}
