// The trainer's private calendar read from its .ics text: every busy stretch
// in a window, recurring events expanded. ical.js (Mozilla's parser, the one
// Thunderbird uses) does the reading, the recurrence rules (RRULE, RDATE,
// EXDATE) and the time zones the file defines in its VTIMEZONE blocks;
// nothing here parses iCalendar by hand. Runs in the private calendar's
// worker (decision 024): whatever bounds below a file slips past, the
// worker's limits stop it.
import ICAL from "ical.js";
import { expandEvent, occurrenceKey, type Budget } from "~/private-calendar/private-calendar-expansion";
import type { SkipReason } from "~/private-calendar/private-calendar-rules";
import { titleOf, zoneNamed, type BusyTime } from "~/private-calendar/private-calendar-times";
import { dropUnsafeZones, type JCalComponent } from "~/private-calendar/private-calendar-zones";
import { NOT_A_CALENDAR, TOO_COMPLEX } from "~/private-calendar/private-calendar.messages";

export type { BusyTime } from "~/private-calendar/private-calendar-times";

/** An event left out (or cut short: "too-many-times"), and why: the panel names it. */
export type Skipped = { title: string; reason: SkipReason };
/**
 * What of the file the copy does not hold: events named (at most
 * MAX_SKIPPED_NAMED), how many more were left out unnamed, and whether there
 * were more busy times than MAX_BUSY_TIMES (the nearest kept).
 */
export type CalendarReport = { skipped: Skipped[]; unnamed: number; truncated: boolean };

export type CalendarReading = { ok: true; busy: BusyTime[]; report: CalendarReport } | { ok: false; message: string };

/** Busy stretches kept at most, the nearest first: a year of a very busy calendar is a few thousand. */
export const MAX_BUSY_TIMES = 20_000;
/** Iterator steps for the whole file: about a second of ical.js's work. */
export const MAX_STEPS = 1_000_000;
/** BEGIN: nested deeper than this (VCALENDAR › VTIMEZONE › STANDARD is 3) is not a calendar; ical.js would recurse into it. */
export const MAX_NESTING = 8;
/** Events named in the report at most: the rest are counted. */
const MAX_SKIPPED_NAMED = 50;

/** How deep BEGIN: lines nest, read line by line before any parser sees the text. */
export function nestingDepth(text: string): number {
  const lines = /^(BEGIN|END):/gim;
  let depth = 0;
  let deepest = 0;
  for (let line = lines.exec(text); line; line = lines.exec(text)) {
    depth += line[1]!.toUpperCase() === "BEGIN" ? 1 : -1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function parsed(text: string): ICAL.Component | null {
  try {
    const jcal = ICAL.parse(text) as unknown;
    if (!Array.isArray(jcal) || jcal[0] !== "vcalendar") return null;
    dropUnsafeZones(jcal as JCalComponent);
    return new ICAL.Component(jcal);
  } catch {
    return null;
  }
}

/** Overrides (RECURRENCE-ID) by UID, then by the occurrence they replace. */
function overridesOf(events: ICAL.Component[]): Map<string, Map<string, ICAL.Component>> {
  const byUid = new Map<string, Map<string, ICAL.Component>>();
  for (const component of events) {
    if (!component.hasProperty("recurrence-id")) continue;
    try {
      const uid = String(component.getFirstPropertyValue("uid"));
      const key = occurrenceKey(component.getFirstPropertyValue("recurrence-id") as ICAL.Time, zoneNamed(component, "recurrence-id"));
      const forUid = byUid.get(uid) ?? new Map<string, ICAL.Component>();
      byUid.set(uid, forUid.set(key, component));
    } catch {
      // An unreadable RECURRENCE-ID replaces nothing.
    }
  }
  return byUid;
}

/**
 * The busy stretches of `text` that reach into [from, to), in time order:
 * recurring events expanded within the window only, their excluded dates
 * left out and their moved occurrences where they were moved to; cancelled
 * and "free" (transparent) events left out; all-day events as whole Warsaw
 * days. An event too costly to expand is left out alone and named in the
 * report. A file that is not a calendar gives a Polish message instead.
 */
export function busyTimesIn(text: string, from: Date, to: Date): CalendarReading {
  if (nestingDepth(text) > MAX_NESTING) return { ok: false, message: TOO_COMPLEX };
  const calendar = parsed(text);
  if (!calendar) return { ok: false, message: NOT_A_CALENDAR };
  const window = { start: from.getTime(), end: to.getTime() };
  const budget: Budget = { steps: MAX_STEPS };
  const events = calendar.getAllSubcomponents("vevent");
  const overrides = overridesOf(events);
  const series = new Set(
    events.filter((component) => !component.hasProperty("recurrence-id")).map((component) => String(component.getFirstPropertyValue("uid"))),
  );
  const none = new Map<string, ICAL.Component>();
  const busy: BusyTime[] = [];
  const skipped: Skipped[] = [];
  for (const component of events) {
    const uid = String(component.getFirstPropertyValue("uid"));
    const override = component.hasProperty("recurrence-id");
    // An override belongs to its series; one without its series stands alone.
    if ((override && series.has(uid)) || !component.hasProperty("dtstart")) continue;
    try {
      const expansion = expandEvent(component, override ? none : (overrides.get(uid) ?? none), window, budget);
      busy.push(...expansion.busy);
      if (expansion.problem) skipped.push({ title: titleOf(component), reason: expansion.problem });
    } catch {
      skipped.push({ title: titleOf(component), reason: "unreadable" });
    }
  }
  busy.sort((a, b) => a.start - b.start || a.end - b.end);
  const report = {
    skipped: skipped.slice(0, MAX_SKIPPED_NAMED),
    unnamed: Math.max(0, skipped.length - MAX_SKIPPED_NAMED),
    truncated: busy.length > MAX_BUSY_TIMES,
  };
  return { ok: true, busy: busy.slice(0, MAX_BUSY_TIMES), report };
}
