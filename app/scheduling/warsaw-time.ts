// The calendar's clock: wall-clock times in Europe/Warsaw, stored as instants.
// Temporal does the time-zone arithmetic; nothing here adds offsets by hand.
import { Temporal } from "temporal-polyfill";
import { readCalendarDate } from "~/lib/calendar-date";
import { formatDateRange as formatIsoDateRange } from "~/lib/date-range";

const TIME_ZONE = "Europe/Warsaw";

/** The Warsaw date of an instant. */
export function warsawDate(instant: Date | number): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(+instant).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
}

/** A day the site supports (readCalendarDate: a real date of 2000–2100 written RRRR-MM-DD), else null. */
export function parseDate(text: string | null): Temporal.PlainDate | null {
  const reading = readCalendarDate(text ?? "");
  return reading.ok ? Temporal.PlainDate.from({ year: reading.year, month: reading.month, day: reading.day }) : null;
}

/** Minutes since midnight of "07:30" ("24:00" is 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The wall-clock time `minutes` after the midnight of `date` (1440 is the next midnight). */
function wallTime(date: Temporal.PlainDate, minutes: number): Temporal.PlainDateTime {
  const day = minutes >= 1440 ? date.add({ days: 1 }) : date;
  return day.toPlainDateTime({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 });
}

/**
 * The instant of a wall-clock time on a Warsaw date, `minutes` after its
 * midnight (1440 is the next midnight); null when that time does not exist
 * (the hour skipped when clocks go forward). In the hour that repeats when
 * clocks go back, the second of the two (winter time): a time read after the
 * change means what the clock then shows, so 02:30 plus an hour is 03:30.
 */
export function warsawInstant(date: Temporal.PlainDate, minutes: number): number | null {
  const wall = wallTime(date, minutes);
  const zoned = wall.toZonedDateTime(TIME_ZONE, { disambiguation: "later" });
  return Temporal.PlainDateTime.compare(zoned.toPlainDateTime(), wall) === 0 ? zoned.epochMilliseconds : null;
}

/**
 * The instant from which Warsaw's clock on `date` shows `minutes` or later
 * for good: `warsawInstant` when that time exists, and the change itself when
 * the clocks skip it. So a range ending at 02:30 on the night clocks go
 * forward still ends, at 03:00 summer time, instead of vanishing.
 */
export function warsawBoundary(date: Temporal.PlainDate, minutes: number): number {
  const instant = warsawInstant(date, minutes);
  if (instant !== null) return instant;
  // Read with the offset before the gap, the time lies just before the change.
  const beforeGap = wallTime(date, minutes).toZonedDateTime(TIME_ZONE, { disambiguation: "earlier" });
  return beforeGap.getTimeZoneTransition("next")!.epochMilliseconds;
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
const dateFormat = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const dateWithoutYear = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });

/** "18:00", Warsaw time. */
export function formatClock(instant: Date | number | string): string {
  return timeFormat.format(new Date(instant));
}

const offsetAt = (instant: Date | number | string) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(instant).getTime()).toZonedDateTimeISO(TIME_ZONE).offsetNanoseconds;

/**
 * "18:00–19:00", Warsaw time. Across a clock change the range reads an hour
 * too long or too short ("01:30–03:30" for an hour), so it says why.
 */
export function formatTimeRange(start: Date | number | string, end: Date | number | string): string {
  const range = `${formatClock(start)}–${formatClock(end)}`;
  const shift = offsetAt(end) - offsetAt(start);
  if (shift > 0) return `${range} (zmiana czasu na letni)`;
  if (shift < 0) return `${range} (zmiana czasu na zimowy)`;
  return range;
}

/** "wtorek, 3 marca 2027, 18:00–19:00". */
export function formatSession(start: Date | number | string, end: Date | number | string): string {
  return `${dayFormat.format(new Date(start))}, ${formatTimeRange(start, end)}`;
}

/** "wtorek, 3 marca 2027" for a Warsaw date. */
export function formatDay(date: Temporal.PlainDate, withYear = true): string {
  const noon = warsawInstant(date, 12 * 60)!;
  return (withYear ? dayFormat : dayWithoutYear).format(noon);
}

/** "3 marca 2027" for a Warsaw date, without its weekday: after "od" ("od 3 marca"). */
export function formatDate(date: Temporal.PlainDate, withYear = true): string {
  return (withYear ? dateFormat : dateWithoutYear).format(warsawInstant(date, 12 * 60)!);
}

/** "24–31 grudnia 2026": the panel's one way of writing a range of dates. */
export function formatDateRange(from: Temporal.PlainDate, to: Temporal.PlainDate): string {
  return formatIsoDateRange(from.toString(), to.toString());
}
