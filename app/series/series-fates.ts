// What becomes of each date of a weekly series ("Co tydzień") before it is
// saved, and of a single time the trainer types: free, a public holiday, a
// day off, outside working hours, taken (and by what), or gone; and where the
// clocks changed since the occurrence before (the Warsaw time stays, the
// instant moves). Pure: the clock and the calendar's contents are passed in.
import { Temporal } from "temporal-polyfill";
import type { BookingService, BookingSettings } from "~content/booking-schema";
import { dayRule, hoursOn, type NamedOccupied } from "~/scheduling";
import { minutesOf, warsawBoundary, warsawInstant } from "~/scheduling";
import { weekdayOfIsoNumber } from "~/lib/polish-grammar";
import type { Fate } from "~/series/series-fate";
import { clockChangeText, DAY_OFF, outsideWorkingHours, TAKEN_UNNAMED, weekdayOff } from "~/series/series.messages";

const MINUTE = 60_000;
const TIME_ZONE = "Europe/Warsaw";

/** The most occurrences one series may have: a year of weeks. */
export const MAX_OCCURRENCES = 52;

/** Fates the trainer may still book after confirming "poza godzinami pracy". */
export const OUTSIDE_HOURS_FATES: ReadonlySet<Fate["kind"]> = new Set(["holiday", "day-off", "outside-hours"]);

export type TimeFate = { start: number | null; end: number | null; fate: Fate };

export type SeriesPlan = {
  first: Temporal.PlainDate;
  /** Minutes after midnight, Warsaw wall-clock time. */
  minutes: number;
  everyWeeks: 1 | 2;
  /** How many occurrences, or until which date (inclusive); at most MAX_OCCURRENCES either way. */
  ends: { count: number } | { until: Temporal.PlainDate };
};

export type Occurrence = TimeFate & {
  date: string;
  /** Minutes after midnight of this occurrence (another time the trainer picked for it, else the series'). */
  minutes: number;
  /** "zmiana czasu na letni — nadal 18:00" when the clocks changed since the occurrence before. */
  clockChange: string | null;
};

/** "18:00" for minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The series' dates, in order. */
export function seriesDates(plan: SeriesPlan): Temporal.PlainDate[] {
  const dates: Temporal.PlainDate[] = [];
  for (let date = plan.first; dates.length < MAX_OCCURRENCES; date = date.add({ weeks: plan.everyWeeks })) {
    if ("count" in plan.ends ? dates.length >= plan.ends.count : Temporal.PlainDate.compare(date, plan.ends.until) > 0) break;
    dates.push(date);
  }
  return dates;
}

/** Why the session from `start` to `end` on `date` is not within the working hours, or null when it is. */
function outsideHours(settings: BookingSettings, date: Temporal.PlainDate, start: number, end: number): Fate | null {
  const rule = dayRule(settings, date);
  if (rule.kind === "holiday") return { kind: "holiday", name: rule.name };
  const { hours } = hoursOn(settings, date);
  if (rule.kind === "exception" && !hours.length) return { kind: "day-off", note: rule.exception.note || DAY_OFF };
  if (!hours.length) return { kind: "outside-hours", why: weekdayOff(weekdayOfIsoNumber(date.dayOfWeek)) };
  const within = hours.some((range) => warsawBoundary(date, minutesOf(range.from)) <= start && end <= warsawBoundary(date, minutesOf(range.to)));
  if (within) return null;
  return { kind: "outside-hours", why: outsideWorkingHours(hours.map((range) => `${range.from}–${range.to}`).join(", ")) };
}

/** The fate of a session of `service` at `minutes` past midnight of `date`, its buffer included in what it must not touch. */
export function timeFate(
  settings: BookingSettings,
  service: BookingService,
  date: Temporal.PlainDate,
  minutes: number,
  now: Date,
  occupied: NamedOccupied[],
): TimeFate {
  const start = warsawInstant(date, minutes);
  if (start === null) return { start: null, end: null, fate: { kind: "no-such-time" } };
  const end = start + service.durationMinutes * MINUTE;
  if (start <= now.getTime()) return { start, end, fate: { kind: "past" } };
  const claimedUntil = end + settings.bufferMinutes * MINUTE;
  const collision = occupied.find((stretch) => stretch.start < claimedUntil && start < stretch.end);
  if (collision) return { start, end, fate: { kind: "taken", what: collision.name ?? TAKEN_UNNAMED } };
  return { start, end, fate: outsideHours(settings, date, start, end) ?? { kind: "free" } };
}

const offsetAt = (instant: number) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(TIME_ZONE).offsetNanoseconds;

/**
 * Every date of the series with its fate; `times` holds another time the
 * trainer picked for a date ("2027-03-30" → minutes), checked the same way.
 * A date's clock change is counted from the occurrence before it.
 */
export function seriesFates(
  settings: BookingSettings,
  service: BookingService,
  plan: SeriesPlan,
  now: Date,
  occupied: NamedOccupied[],
  times: ReadonlyMap<string, number> = new Map(),
): Occurrence[] {
  let previousOffset: number | null = null;
  return seriesDates(plan).map((date) => {
    const minutes = times.get(date.toString()) ?? plan.minutes;
    const fate = timeFate(settings, service, date, minutes, now, occupied);
    // The offset at the series' own time that day: the wall time stays, the instant moves.
    const offset = offsetAt(warsawBoundary(date, plan.minutes));
    let clockChange: string | null = null;
    if (previousOffset !== null && offset !== previousOffset) {
      clockChange = clockChangeText({ toSummer: offset > previousOffset, time: clockText(plan.minutes) });
    }
    previousOffset = offset;
    return { date: date.toString(), minutes, ...fate, clockChange };
  });
}
