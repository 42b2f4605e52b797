import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { expandEvent, MAX_STEPS_PER_EVENT, MAX_TIMES_PER_EVENT, type Window } from "./private-calendar-expansion";
import { pointOf } from "./private-calendar-times";

const DAY_MS = 86_400_000;
const WINDOW: Window = { start: Date.parse("2026-11-24T00:00:00Z"), end: Date.parse("2026-11-24T00:00:00Z") + 400 * DAY_MS };
const pad = (value: number, width = 2) => String(value).padStart(width, "0");

type Rule = { freq: string; interval: number; count?: number; byday?: string[] };

function eventText({ year, month, day, hour, minutes }: { year: number; month: number; day: number; hour: number; minutes: number }, rule: Rule) {
  const parts = [
    `FREQ=${rule.freq}`,
    `INTERVAL=${rule.interval}`,
    ...(rule.count ? [`COUNT=${rule.count}`] : []),
    ...(rule.byday ? [`BYDAY=${rule.byday.join(",")}`] : []),
  ];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:wlasciwosc@example.com",
    `DTSTART;TZID=Europe/Warsaw:${pad(year, 4)}${pad(month)}${pad(day)}T${pad(hour)}0000`,
    `DURATION:PT${minutes}M`,
    `RRULE:${parts.join(";")}`,
    "SUMMARY:Właściwość",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

const component = (text: string) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;

/** Every occurrence reaching into the window, by ical.js's own iterator from DTSTART: the slow way, for nearby starts only. */
function bruteForce(text: string, window: Window): number[] {
  const event = new ICAL.Event(component(text), { exceptions: [] });
  const starts: number[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const start = pointOf(next, "Europe/Warsaw");
    if (start >= window.end || starts.length >= MAX_TIMES_PER_EVENT) break;
    if (start + event.duration.toSeconds() * 1000 > window.start) starts.push(start);
  }
  return starts;
}

const rules = fc.oneof(
  fc.record({
    freq: fc.constantFrom("DAILY", "MONTHLY", "YEARLY"),
    interval: fc.integer({ min: 1, max: 5 }),
    count: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
  }),
  fc.record({
    freq: fc.constant("WEEKLY"),
    interval: fc.integer({ min: 1, max: 3 }),
    count: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
    byday: fc.option(fc.uniqueArray(fc.constantFrom("MO", "TU", "WE", "TH", "FR", "SA", "SU"), { minLength: 1 }), { nil: undefined }),
  }),
  fc.record({
    freq: fc.constant("HOURLY"),
    interval: fc.integer({ min: 1, max: 48 }),
    count: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
  }),
);
const starts = (years: { min: number; max: number }) =>
  fc.record({
    year: fc.integer(years),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minutes: fc.integer({ min: 15, max: 240 }),
  });

describe("expandEvent", () => {
  // Each generated event expanded twice, by the code and by ical.js, the reference: its time is the number of cases.
  it("gives exactly the occurrences ical.js gives from DTSTART, when the start moved ahead to the window", () => {
    fc.assert(
      fc.property(starts({ min: 2023, max: 2027 }), rules, (start, rule) => {
        const text = eventText(start, rule);
        const expansion = expandEvent(component(text), new Map(), WINDOW, { steps: 1_000_000 });
        const expected = bruteForce(text, WINDOW);
        if (expansion.problem === null) expect(expansion.busy.map((busy) => busy.start)).toEqual(expected);
        else expect(expansion.problem).toBe("too-many-times");
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  // The reference (ical.js) walks every occurrence from a start in 1590-1626 up to the window, in each of the 40 cases.
  it("moves a monthly or yearly start ahead by whole 400-year cycles, leaving its occurrences as they were", () => {
    const longRules = fc.record({ freq: fc.constantFrom("MONTHLY", "YEARLY"), interval: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(starts({ min: 1590, max: 1626 }), longRules, (start, rule) => {
        const text = eventText({ ...start, day: start.day + 3 }, rule);
        const expansion = expandEvent(component(text), new Map(), WINDOW, { steps: 1_000_000 });
        expect(expansion).toEqual({ busy: expect.any(Array), problem: null });
        expect(expansion.busy.map((busy) => busy.start)).toEqual(bruteForce(text, WINDOW));
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  // Bounded work is counted in the expansion's own steps (one occurrence asked
  // of ical.js each), not in milliseconds, which a busy machine stretches;
  // server/private-calendar-sandbox.test.ts reads hostile files under the worker's deadline.
  it("whatever the rule and however long ago it started: only times inside the window, never more than the cap, in bounded steps", () => {
    fc.assert(
      fc.property(starts({ min: 0, max: 2100 }), rules, (start, rule) => {
        const budget = { steps: 1_000_000 };
        const expansion = expandEvent(component(eventText(start, rule)), new Map(), WINDOW, budget);
        expect(1_000_000 - budget.steps).toBeLessThanOrEqual(MAX_STEPS_PER_EVENT);
        expect(expansion.busy.length).toBeLessThanOrEqual(MAX_TIMES_PER_EVENT);
        for (const busy of expansion.busy) {
          expect(busy.end).toBeGreaterThan(WINDOW.start);
          expect(busy.start).toBeLessThan(WINDOW.end);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  // Found by the property above (seed -1257186450): the hour was added on the wall clock, 02:00 + 1 h = 03:00 = the start, and dropped.
  it("keeps a daily hour at 02:00 on the night the clocks skip it: from 03:00 summer time, for its full hour", () => {
    const text = eventText({ year: 2023, month: 1, day: 1, hour: 2, minutes: 60 }, { freq: "DAILY", interval: 1 });
    const { busy } = expandEvent(component(text), new Map(), WINDOW, { steps: 1_000_000 });
    const skipped = busy.find((stretch) => stretch.start === Date.parse("2027-03-28T03:00:00+02:00"));
    expect(skipped?.end).toBe(Date.parse("2027-03-28T04:00:00+02:00"));
    expect(busy.map((stretch) => stretch.start)).toEqual(bruteForce(text, WINDOW));
    const autumn = busy.find((stretch) => stretch.start === Date.parse("2027-10-31T02:00:00+01:00"));
    expect(autumn?.end).toBe(Date.parse("2027-10-31T03:00:00+01:00"));
  });

  it("leaves out alone an event repeating every second, one with a rule no day meets, and one with too many dates", () => {
    const at = { year: 2026, month: 11, day: 20, hour: 9, minutes: 60 };
    const budget = { steps: 1_000_000 };
    expect(expandEvent(component(eventText(at, { freq: "SECONDLY", interval: 1 })), new Map(), WINDOW, budget)).toEqual({ busy: [], problem: "too-often" });
    const never = eventText(at, { freq: "DAILY", interval: 1 }).replace("INTERVAL=1", "INTERVAL=1;BYMONTH=2;BYMONTHDAY=30");
    expect(expandEvent(component(never), new Map(), WINDOW, budget)).toEqual({ busy: [], problem: "unreadable" });
    const dates = eventText(at, { freq: "DAILY", interval: 1 }).replace(
      "SUMMARY:",
      `${Array.from({ length: 2001 }, (_, index) => `RDATE:2027${pad((index % 12) + 1)}01T${pad(index % 24)}0000Z`).join("\r\n")}\r\nSUMMARY:`,
    );
    expect(expandEvent(component(dates), new Map(), WINDOW, budget)).toEqual({ busy: [], problem: "too-many-dates" });
  });

  it("keeps only the nearest times of an event with more than the cap in the window, and counts the file's steps", () => {
    const hourly = component(eventText({ year: 2026, month: 11, day: 1, hour: 0, minutes: 15 }, { freq: "HOURLY", interval: 1 }));
    const budget = { steps: 1_000_000 };
    const expansion = expandEvent(hourly, new Map(), WINDOW, budget);
    expect(expansion.problem).toBe("too-many-times");
    expect(expansion.busy).toHaveLength(MAX_TIMES_PER_EVENT);
    expect(expansion.busy[0]!.start).toBe(WINDOW.start);
    expect(budget.steps).toBeLessThan(1_000_000);
    expect(expandEvent(hourly, new Map(), WINDOW, { steps: 0 })).toEqual({ busy: [], problem: "over-budget" });
  });
});
