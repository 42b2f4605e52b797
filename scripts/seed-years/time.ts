// Times as the seed writes them: ISO strings, and wall-clock times in Warsaw.
import { Temporal } from "temporal-polyfill";

const ZONE = "Europe/Warsaw";
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const iso = (ms: number): string => new Date(ms).toISOString();

/** The instant of `clock` ("07:30") on `date` in Warsaw, ms. */
export function at(date: Temporal.PlainDate, clock: string): number {
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  return Temporal.PlainDateTime.from({ year: date.year, month: date.month, day: date.day, hour, minute }).toZonedDateTime(ZONE).epochMilliseconds;
}

/** The date of `now` in Warsaw. */
export function warsawDate(now: Date): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ZONE).toPlainDate();
}
