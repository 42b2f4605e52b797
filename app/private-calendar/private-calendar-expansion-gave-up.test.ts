import ICAL from "ical.js";
import { afterEach, expect, it, vi } from "vitest";
import { expandEvent } from "./private-calendar-expansion";

const WINDOW = { start: Date.parse("2026-11-24T00:00:00Z"), end: Date.parse("2026-12-24T00:00:00Z") };
const weekly = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:poddaje-sie@example.com",
  "DTSTART:20261123T170000Z",
  "DURATION:PT60M",
  "RRULE:FREQ=WEEKLY",
  "SUMMARY:Joga",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

afterEach(() => vi.restoreAllMocks());

// ical.js throws "Same occurrence found twice" mid-way for some weekly rules
// started in the year 0 (found by the property test's random years): one
// such event must not fail the whole calendar's read.
it("cuts an event short as unreadable when ical.js gives up on its rule mid-way, keeping the times read before", () => {
  const next = ICAL.RecurExpansion.prototype.next;
  let calls = 0;
  vi.spyOn(ICAL.RecurExpansion.prototype, "next").mockImplementation(function (this: ICAL.RecurExpansion) {
    if (++calls === 4) throw new Error("Same occurrence found twice, protecting you from death by recursion");
    return next.call(this);
  });
  const component = new ICAL.Component(ICAL.parse(weekly)).getFirstSubcomponent("vevent")!;
  const expansion = expandEvent(component, new Map(), WINDOW, { steps: 1_000_000 });
  expect(expansion.problem).toBe("unreadable");
  expect(expansion.busy.map((busy) => new Date(busy.start).toISOString())).toEqual(["2026-11-30T17:00:00.000Z", "2026-12-07T17:00:00.000Z"]);
});
