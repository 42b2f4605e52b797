// Which start times are free: the trainer's hours for each day (the week,
// the exceptions, the holidays), minus what is taken, within the notice and
// the horizon. Pure: the clock and the calendar's contents are passed in.
import { Temporal } from "temporal-polyfill";
import type { BookingService, BookingSettings, TimeRange, Weekday } from "~content/booking-schema";
import { WEEKDAYS } from "~content/booking-schema";
import { holidayOn } from "~/scheduling/polish-holidays";
import { dayClock, minutesOf, warsawBoundary, warsawDate } from "~/scheduling/warsaw-time";

const MINUTE = 60_000;

/** A taken stretch of time, as instants in ms: a session with its buffer, or a block. */
export type Occupied = { start: number; end: number };
/** A taken stretch with what takes it ("Anna Nowak, Trening personalny 18:00–19:00"); no name: "zajęte". */
export type NamedOccupied = Occupied & { name?: string };

/** A session that could start here: instants in ms. */
export type Slot = { start: number; end: number };

export type Calendar = {
  /** Every session (buffer included) and block from today on, in any order. */
  occupied: Occupied[];
  /** The starts of confirmed sessions, ascending: the daily cap counts them. */
  sessionStarts: number[];
};

/** How many of the sorted `starts` fall in [from, to). */
function countBetween(starts: number[], from: number, to: number): number {
  const firstAtOrAfter = (value: number) => {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return firstAtOrAfter(to) - firstAtOrAfter(from);
}

type DateException = BookingSettings["exceptions"][number];

/** What sets a date's hours: the last exception that covers it, else a public holiday (closed), else the week. */
export type DayRule = { kind: "exception"; exception: DateException } | { kind: "holiday"; name: string } | { kind: "week"; weekday: Weekday };

export function dayRule(settings: BookingSettings, date: Temporal.PlainDate): DayRule {
  const day = date.toString();
  const exception = settings.exceptions.findLast((candidate) => candidate.from <= day && day <= candidate.to);
  if (exception) return { kind: "exception", exception };
  const holiday = holidayOn(date);
  if (holiday) return { kind: "holiday", name: holiday };
  return { kind: "week", weekday: WEEKDAYS[date.dayOfWeek - 1]! };
}

/** The hours the trainer works on a date, and why when there are none. */
export function hoursOn(settings: BookingSettings, date: Temporal.PlainDate): { hours: TimeRange[]; closedFor?: string } {
  const rule = dayRule(settings, date);
  if (rule.kind === "exception") {
    const { hours, note } = rule.exception;
    return { hours, closedFor: hours.length ? undefined : note || "dzień wolny" };
  }
  if (rule.kind === "holiday") return { hours: [], closedFor: rule.name };
  return { hours: settings.weeklyHours[rule.weekday] };
}

/** The Warsaw dates a visitor may book on, from today, in order. */
function bookableDates(settings: BookingSettings, now: Date): Temporal.PlainDate[] {
  const today = warsawDate(now);
  return Array.from({ length: settings.horizonDays }, (_, index) => today.add({ days: index }));
}

/** The sorted starts of the free sessions of `service` on one date. */
export function freeSlotsOn(settings: BookingSettings, service: BookingService, date: Temporal.PlainDate, now: Date, calendar: Calendar): Slot[] {
  const instantAt = dayClock(date);
  const dayStart = instantAt(0)!;
  const dayEnd = instantAt(1440)!;
  if (countBetween(calendar.sessionStarts, dayStart, dayEnd) >= settings.maxPerDay) return [];
  const earliest = now.getTime() + settings.minNoticeHours * 60 * MINUTE;
  const duration = service.durationMinutes * MINUTE;
  const buffer = settings.bufferMinutes * MINUTE;
  // What is taken on this day (a buffer may reach past midnight).
  const taken = calendar.occupied.filter((stretch) => stretch.end > dayStart && stretch.start < dayEnd + duration + buffer);
  const slots: Slot[] = [];
  for (const range of hoursOn(settings, date).hours) {
    // A range that ends in the skipped hour closes when the clocks jump.
    const close = instantAt(minutesOf(range.to)) ?? warsawBoundary(date, minutesOf(range.to));
    // Stepping through wall-clock times, not instants: the repeated hour is offered once, the skipped one never.
    for (let minute = minutesOf(range.from); minute < minutesOf(range.to); minute += settings.startEveryMinutes) {
      const start = instantAt(minute);
      if (start === null || start < earliest) continue;
      const end = start + duration;
      if (end > close) break;
      if (!isTaken(taken, start, end + buffer)) slots.push({ start, end });
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** Free slots per bookable date (dates without any left out). */
export function freeSlotsByDay(settings: BookingSettings, service: BookingService, now: Date, calendar: Calendar): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const date of bookableDates(settings, now)) {
    const slots = freeSlotsOn(settings, service, date, now, calendar);
    if (slots.length) days.set(date.toString(), slots);
  }
  return days;
}

/**
 * The bookable dates that have working hours still ahead, so that a time
 * could be free, and none free now: the days a visitor may wait for
 * (the waitlist). Days off and closed days are not full, only closed.
 */
export function fullDaysOf(settings: BookingSettings, service: BookingService, now: Date, calendar: Calendar): string[] {
  const empty: Calendar = { occupied: [], sessionStarts: [] };
  return bookableDates(settings, now)
    .filter((date) => freeSlotsOn(settings, service, date, now, empty).length > 0 && freeSlotsOn(settings, service, date, now, calendar).length === 0)
    .map((date) => date.toString());
}

function isTaken(occupied: Occupied[], start: number, end: number): boolean {
  return occupied.some((taken) => taken.start < end && start < taken.end);
}
