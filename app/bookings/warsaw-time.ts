// The calendar's clock: wall-clock times in Europe/Warsaw, stored as instants.
// Temporal does the time-zone arithmetic; nothing here adds offsets by hand.
import { Temporal } from "temporal-polyfill";

const TIME_ZONE = "Europe/Warsaw";

/** The Warsaw date of an instant. */
export function warsawDate(instant: Date | number): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(+instant).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
}

/** Minutes since midnight of "07:30" ("24:00" is 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The instant of a wall-clock time on a Warsaw date, `minutes` after its
 * midnight (1440 is the next midnight); null when that time does not exist
 * (the hour skipped when clocks go forward). In the hour that repeats when
 * clocks go back, the first of the two.
 */
export function warsawInstant(date: Temporal.PlainDate, minutes: number): number | null {
  const day = minutes >= 1440 ? date.add({ days: 1 }) : date;
  const wall = day.toPlainDateTime({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 });
  const zoned = wall.toZonedDateTime(TIME_ZONE, { disambiguation: "earlier" });
  return Temporal.PlainDateTime.compare(zoned.toPlainDateTime(), wall) === 0 ? zoned.epochMilliseconds : null;
}

/**
 * `warsawInstant` for many times of one date. On a day Temporal reports as
 * 24 hours long (every day but the two of the clock changes) a wall-clock
 * time is that many minutes after the day's start; the two other days ask
 * Temporal for each time. About 30 times faster for a month of slots.
 */
export function dayClock(date: Temporal.PlainDate): (minutes: number) => number | null {
  const start = date.toZonedDateTime(TIME_ZONE);
  if (start.hoursInDay !== 24) return (minutes) => warsawInstant(date, minutes);
  return (minutes) => start.epochMilliseconds + minutes * 60_000;
}

const dayFormat = new Intl.DateTimeFormat("pl-PL", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const dayWithoutYear = new Intl.DateTimeFormat("pl-PL", { weekday: "long", day: "numeric", month: "long", timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });

/** "18:00", Warsaw time. */
export function formatClock(instant: Date | number | string): string {
  return timeFormat.format(new Date(instant));
}

/** "wtorek, 3 marca 2027, 18:00–19:00". */
export function formatSession(start: Date | number | string, end: Date | number | string): string {
  return `${dayFormat.format(new Date(start))}, ${formatClock(start)}–${formatClock(end)}`;
}

/** "wtorek, 3 marca 2027" for a Warsaw date. */
export function formatDay(date: Temporal.PlainDate, withYear = true): string {
  const noon = warsawInstant(date, 12 * 60)!;
  return (withYear ? dayFormat : dayWithoutYear).format(noon);
}
