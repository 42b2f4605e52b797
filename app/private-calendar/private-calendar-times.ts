// What one event of the trainer's private calendar means in time: its
// instants (in the file's zone, an IANA zone it names, or Warsaw's), whole
// Warsaw days for all-day events, and whether it keeps the trainer busy.
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";

const TIME_ZONE = "Europe/Warsaw";

/** One busy stretch: instants in ms. */
export type BusyTime = { start: number; end: number; title: string; allDay: boolean };

/**
 * The instant of an ical.js time. A time in a zone the file defines, or in
 * UTC, ical.js converts; a floating time (no zone) is Warsaw's wall clock; a
 * zone named but not defined in the file (or dropped as unsafe) is looked up
 * by its IANA name, and read as Warsaw's when it is not one.
 */
export function instantOf(time: ICAL.Time, namedZone: string | null): number {
  const tzid = time.zone?.tzid;
  if (tzid && tzid !== "floating") return time.toUnixTime() * 1000;
  // Constrained: ical.js counts some centuries' 29 February that the proleptic Gregorian calendar has not (year 700).
  const { year, month, day, hour, minute, second } = time;
  const wall = Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: "constrain" });
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
export function warsawMidnight(date: ICAL.Time): number {
  return Temporal.PlainDate.from({ year: date.year, month: date.month, day: date.day }, { overflow: "constrain" }).toZonedDateTime(TIME_ZONE).epochMilliseconds;
}

/** Where `time` falls: a Warsaw midnight for a date, else its instant. */
export function pointOf(time: ICAL.Time, namedZone: string | null): number {
  return time.isDate ? warsawMidnight(time) : instantOf(time, namedZone);
}

/** Whether an event (or one occurrence's override) keeps the trainer busy: not cancelled, not marked free. */
export function isBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

/** The TZID its start (or another of its times) names, if any. */
export function zoneNamed(component: ICAL.Component, property = "dtstart"): string | null {
  const tzid = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

/** What the trainer reads as the event's name: trimmed, at most 200 characters. */
export function titleOf(component: ICAL.Component): string {
  return String(component.getFirstPropertyValue("summary") ?? "")
    .trim()
    .slice(0, 200);
}

/**
 * One stretch of the event `component` from `start`, lasting `duration`. A
 * DURATION's weeks and days are nominal (wall-clock days, so a daily hour
 * stays at its hour across a clock change) and its hours, minutes and
 * seconds exact; a DTEND's length is exact (RFC 5545 3.3.6, 3.8.5.3). So a
 * 02:00 the spring change skips still lasts its hour, from 03:00.
 */
export function stretchOf(component: ICAL.Component, start: ICAL.Time, duration: ICAL.Duration): BusyTime {
  const zone = zoneNamed(component);
  const title = titleOf(component);
  if (start.isDate) {
    const end = start.clone();
    end.addDuration(duration);
    return { start: warsawMidnight(start), end: warsawMidnight(end), title, allDay: true };
  }
  const nominal = component.hasProperty("duration");
  const days = nominal ? duration.weeks * 7 + duration.days : 0;
  const exactSeconds = nominal ? (duration.isNegative ? -1 : 1) * (duration.hours * 3600 + duration.minutes * 60 + duration.seconds) : duration.toSeconds();
  const dayOfEnd = start.clone();
  if (days > 0) dayOfEnd.addDuration(ICAL.Duration.fromData({ days, isNegative: duration.isNegative }));
  return { start: instantOf(start, zone), end: instantOf(dayOfEnd, zone) + exactSeconds * 1000, title, allDay: false };
}
