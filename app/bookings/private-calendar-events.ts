// The trainer's private calendar read from its .ics text: every busy stretch
// in a window, recurring events expanded. ical.js (Mozilla's parser, the one
// Thunderbird uses) does the reading, the recurrence rules (RRULE, RDATE,
// EXDATE, RECURRENCE-ID overrides) and the time zones the file defines in its
// VTIMEZONE blocks; nothing here parses iCalendar by hand.
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";

const TIME_ZONE = "Europe/Warsaw";

/** One busy stretch: instants in ms. */
export type BusyTime = { start: number; end: number; title: string; allDay: boolean };

export type CalendarReading = { ok: true; busy: BusyTime[] } | { ok: false; message: string };

/**
 * Bounds that keep a hostile or enormous calendar from holding the server:
 * at most this many busy stretches kept, and this many recurrence steps
 * taken over the whole file (a daily event from 1990 takes about 13 000; the cap is about a second of work).
 */
export const MAX_BUSY_TIMES = 5000;
const MAX_STEPS = 50_000;

/** What the trainer reads when the file is not a calendar at all. */
export const NOT_A_CALENDAR = "Pod tym adresem nie ma kalendarza, który da się odczytać (plik jest uszkodzony albo to zwykła strona WWW).";

/**
 * The instant of an ical.js time. A time in a zone the file defines, or in
 * UTC, ical.js converts; a floating time (no zone) is Warsaw's wall clock; a
 * zone named but not defined in the file is looked up by its IANA name, and
 * read as Warsaw's when it is not one.
 */
function instantOf(time: ICAL.Time, namedZone: string | null): number {
  const tzid = time.zone?.tzid;
  if (tzid && tzid !== "floating") return time.toUnixTime() * 1000;
  const wall = new Temporal.PlainDateTime(time.year, time.month, time.day, time.hour, time.minute, time.second);
  if (namedZone) {
    try {
      return wall.toZonedDateTime(namedZone, { disambiguation: "later" }).epochMilliseconds;
    } catch {
      // Not an IANA name (Outlook's "Central European Standard Time" without its block): Warsaw's.
    }
  }
  return wall.toZonedDateTime(TIME_ZONE, { disambiguation: "later" }).epochMilliseconds;
}

/** Midnight in Warsaw at the start of an all-day event's date: such an event blocks the trainer's whole day(s) here. */
function warsawMidnight(date: ICAL.Time): number {
  return Temporal.PlainDate.from({ year: date.year, month: date.month, day: date.day }).toZonedDateTime(TIME_ZONE).epochMilliseconds;
}

/** Whether an event (or one occurrence's override) keeps the trainer busy: not cancelled, not marked free. */
function isBusy(event: ICAL.Event): boolean {
  const status = String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

function zoneNamed(event: ICAL.Event): string | null {
  const tzid = event.component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

function stretchOf(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time): BusyTime {
  const allDay = start.isDate;
  const zone = zoneNamed(item);
  return {
    start: allDay ? warsawMidnight(start) : instantOf(start, zone),
    end: allDay ? warsawMidnight(end) : instantOf(end, zone),
    title: String(item.summary ?? "")
      .trim()
      .slice(0, 200),
    allDay,
  };
}

/**
 * The busy stretches of `text` that reach into [from, to), in time order:
 * recurring events expanded, their excluded dates left out and their moved
 * occurrences where they were moved to; cancelled and "free" (transparent)
 * events left out; all-day events as whole Warsaw days. A file that is not a
 * calendar gives a Polish message instead.
 */
export function busyTimesIn(text: string, from: Date, to: Date): CalendarReading {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    return { ok: false, message: NOT_A_CALENDAR };
  }
  if (calendar.name !== "vcalendar") return { ok: false, message: NOT_A_CALENDAR };
  const windowStart = from.getTime();
  const windowEnd = to.getTime();
  const busy: BusyTime[] = [];
  const keep = (stretch: BusyTime) => {
    if (stretch.end > stretch.start && stretch.end > windowStart && stretch.start < windowEnd && busy.length < MAX_BUSY_TIMES) busy.push(stretch);
  };
  let steps = 0;
  try {
    const components = calendar.getAllSubcomponents("vevent");
    // Overrides (RECURRENCE-ID) belong to their series by UID; one without its series stands alone.
    const overrides = new Map<string, ICAL.Event[]>();
    for (const component of components) {
      if (!component.hasProperty("recurrence-id")) continue;
      const override = new ICAL.Event(component, { strictExceptions: true, exceptions: [] });
      overrides.set(override.uid, [...(overrides.get(override.uid) ?? []), override]);
    }
    const series = new Set(
      components.filter((component) => !component.hasProperty("recurrence-id")).map((component) => String(component.getFirstPropertyValue("uid"))),
    );
    for (const component of components) {
      if (component.hasProperty("recurrence-id") && series.has(String(component.getFirstPropertyValue("uid")))) continue;
      if (!component.hasProperty("dtstart")) continue;
      const event = new ICAL.Event(component, {
        strictExceptions: true,
        exceptions: component.hasProperty("recurrence-id") ? [] : (overrides.get(String(component.getFirstPropertyValue("uid"))) ?? []),
      });
      if (!event.isRecurring()) {
        if (isBusy(event)) keep(stretchOf(event, event.startDate, event.endDate));
        continue;
      }
      const occurrences = event.iterator();
      for (let next = occurrences.next(); next && steps < MAX_STEPS && busy.length < MAX_BUSY_TIMES; next = occurrences.next()) {
        steps += 1;
        // Occurrences come in time order: the first past the window ends the series here.
        if (!next.isDate && instantOf(next, zoneNamed(event)) >= windowEnd) break;
        if (next.isDate && warsawMidnight(next) >= windowEnd) break;
        const details = event.getOccurrenceDetails(next);
        if (isBusy(details.item)) keep(stretchOf(details.item, details.startDate, details.endDate));
      }
    }
  } catch {
    return { ok: false, message: NOT_A_CALENDAR };
  }
  busy.sort((a, b) => a.start - b.start || a.end - b.end);
  return { ok: true, busy };
}
