// One event of the private calendar expanded over a window only: its start
// moved ahead to the window when its rule allows (a daily event from year 0
// costs a few steps, not 740 000), its overrides found by RECURRENCE-ID in a
// Map, and bounds counted per event, so that an event too costly to read is
// left out alone, with its reason, and the others are read.
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { jumpDays, occurrencesIn, ruleProblem, type SkipReason } from "~/private-calendar/private-calendar-rules";
import { isBusy, pointOf, stretchOf, zoneNamed, type BusyTime } from "~/private-calendar/private-calendar-times";

/** More times than this of one event in the window: only the nearest are kept (an hourly event, not a trainer's week). */
export const MAX_TIMES_PER_EVENT = 1500;
/** Steps of ical.js's iterator for one event, from its (moved) start to the window's end. */
export const MAX_STEPS_PER_EVENT = 20_000;
/** RDATE and EXDATE values of one event: ical.js sorts them by insertion, quadratic in their number. */
export const MAX_DATES_PER_EVENT = 2000;

/** Instants in ms: [start, end). */
export type Window = { start: number; end: number };
/** Steps left for the whole file: an event that finds none left is skipped ("over-budget"). */
export type Budget = { steps: number };
export type Expansion = { busy: BusyTime[]; problem: SkipReason | null };

const DAY_MS = 86_400_000;

/** What an occurrence and its override share: the point in time of its RECURRENCE-ID. */
export function occurrenceKey(time: ICAL.Time, zone: string | null): string {
  return `${time.isDate ? "d" : "t"}${pointOf(time, zone)}`;
}

/** The override's own stretch, when it keeps the trainer busy. */
function ownStretch(component: ICAL.Component): BusyTime | null {
  if (!isBusy(component) || !component.hasProperty("dtstart")) return null;
  const event = new ICAL.Event(component, { exceptions: [] });
  return stretchOf(component, event.startDate, event.duration);
}

/** RDATE and EXDATE values, counted in the parsed file without reading them. */
function datesOf(component: ICAL.Component): number {
  return [...component.getAllProperties("rdate"), ...component.getAllProperties("exdate")].reduce((sum, property) => sum + property.jCal.length - 3, 0);
}

function plainDate(time: ICAL.Time): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day }, { overflow: "constrain" });
}

/**
 * Where iteration starts: DTSTART, or for a single rule a start moved ahead
 * by whole multiples of `jumpDays`, ending at least the event's length
 * before the window (the occurrences are the same; COUNT is lowered by those
 * passed over). Null when the rule ends before the window that way.
 */
function startNear(component: ICAL.Component, start: ICAL.Time, durationMs: number, window: Window): ICAL.Time | null {
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1) return start;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const windowDay = Temporal.Instant.fromEpochMilliseconds(window.start).toZonedDateTimeISO("UTC").toPlainDate();
  const unit = jumpDays(rule);
  const gap = plainDate(start).until(windowDay).days - Math.ceil(durationMs / DAY_MS) - 2;
  if (gap < unit) return start;
  const days = Math.floor(gap / unit) * unit;
  if (rule.count) {
    const passed = occurrencesIn(rule, days);
    if (passed === null) return start;
    if (passed >= rule.count) return null;
    rule.count -= passed;
  }
  const moved = plainDate(start).add({ days });
  return ICAL.Time.fromData({ ...start.toJSON(), year: moved.year, month: moved.month, day: moved.day }, start.zone);
}

/** ical.js gave up on the rule mid-way ("Same occurrence found twice", seen for a weekly rule started in the year 0). */
const GAVE_UP = Symbol("gave up");

function nextOf(expansion: ICAL.RecurExpansion): ICAL.Time | null | typeof GAVE_UP {
  try {
    return expansion.next();
  } catch {
    return GAVE_UP;
  }
}

/**
 * The busy stretches of one event (not an override) reaching into `window`,
 * with `overrides` (by occurrenceKey) in place of their occurrences; and why
 * it was left out or cut short, if it was.
 */
export function expandEvent(component: ICAL.Component, overrides: ReadonlyMap<string, ICAL.Component>, window: Window, budget: Budget): Expansion {
  const event = new ICAL.Event(component, { exceptions: [] });
  const reaches = (stretch: BusyTime | null): stretch is BusyTime =>
    stretch !== null && stretch.end > stretch.start && stretch.end > window.start && stretch.start < window.end;
  if (!component.hasProperty("rrule") && !component.hasProperty("rdate")) {
    const only = ownStretch(component);
    return { busy: reaches(only) ? [only] : [], problem: null };
  }
  if (datesOf(component) > MAX_DATES_PER_EVENT) return { busy: [], problem: "too-many-dates" };
  for (const property of component.getAllProperties("rrule")) {
    const problem = ruleProblem(property.getFirstValue() as ICAL.Recur);
    if (problem) return { busy: [], problem };
  }
  if (budget.steps <= 0) return { busy: [], problem: "over-budget" };
  const zone = zoneNamed(component);
  const duration = event.duration;
  const start = startNear(component, event.startDate, duration.toSeconds() * 1000, window);
  if (start === null) component.removeAllProperties("rrule");
  const expansion = new ICAL.RecurExpansion({ component, dtstart: start ?? event.startDate });
  const busy: BusyTime[] = [];
  const met = new Set<string>();
  const keep = isBusy(component);
  let problem: SkipReason | null = null;
  let steps = 0;
  for (let next = nextOf(expansion); next; next = nextOf(expansion)) {
    if (next === GAVE_UP) {
      problem = "unreadable";
      break;
    }
    steps += 1;
    const point = pointOf(next, zone);
    if (point >= window.end) break;
    const key = occurrenceKey(next, zone);
    const override = overrides.get(key);
    if (override) met.add(key);
    const stretch = override ? ownStretch(override) : keep ? stretchOf(component, next, duration) : null;
    if (reaches(stretch)) busy.push(stretch);
    if (busy.length >= MAX_TIMES_PER_EVENT) problem = "too-many-times";
    else if (steps >= Math.min(MAX_STEPS_PER_EVENT, budget.steps)) problem = point < window.start ? "too-far" : "too-many-times";
    if (problem) break;
  }
  budget.steps -= steps;
  // Occurrences moved here from before the window, or from beyond where a cap stopped: at their own time.
  for (const [key, override] of overrides) {
    const stretch = met.has(key) ? null : ownStretch(override);
    if (reaches(stretch) && busy.length < MAX_TIMES_PER_EVENT) busy.push(stretch);
  }
  return { busy, problem };
}
