import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nearestSlots } from "./free-times.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 9 January 2027, 10:00 in Warsaw (CET). */
const BOOKED = Date.parse("2027-01-09T09:00:00Z");
const slot = (start: number) => ({ start, end: start + HOUR });
const days = (...starts: number[]) => new Map([["all", starts.map(slot)]]);

describe("nearestSlots", () => {
  it("by default, the closest free times either side, earliest first", () => {
    expect(nearestSlots(days(BOOKED - 17 * DAY, BOOKED + 2 * DAY, BOOKED + 30 * DAY, BOOKED - DAY), BOOKED, { count: 2 })).toEqual([
      slot(BOOKED - DAY),
      slot(BOOKED + 2 * DAY),
    ]);
  });

  it("from `notBefore` on: a 9 January booking is offered the days after it, not 23 December", () => {
    const free = days(BOOKED - 17 * DAY, BOOKED + 3 * DAY, BOOKED + 2 * DAY, BOOKED + 10 * DAY, BOOKED + 11 * DAY);
    expect(nearestSlots(free, BOOKED, { notBefore: BOOKED - 10 * HOUR })).toEqual([slot(BOOKED + 2 * DAY), slot(BOOKED + 3 * DAY), slot(BOOKED + 10 * DAY)]);
  });

  it("falls back to the closest before when nothing is free from then on", () => {
    expect(nearestSlots(days(BOOKED - 17 * DAY, BOOKED - 20 * DAY), BOOKED, { notBefore: BOOKED })).toEqual([slot(BOOKED - 20 * DAY), slot(BOOKED - 17 * DAY)]);
  });

  it("whatever the free times: at most `count`, in order, and none before `notBefore` while one is from then on", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -60, max: 60 }), { maxLength: 40 }),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (offsets, from, count) => {
          const free = days(...offsets.map((offset) => BOOKED + offset * DAY));
          const notBefore = BOOKED + from * DAY;
          const chosen = nearestSlots(free, BOOKED, { count, notBefore });
          const ahead = offsets.filter((offset) => BOOKED + offset * DAY >= notBefore).length;
          // Only those ahead while there are any, however few; else the closest before.
          expect(chosen.length).toBe(Math.min(count, ahead > 0 ? ahead : offsets.length));
          expect(chosen.map((one) => one.start)).toEqual([...chosen.map((one) => one.start)].sort((a, b) => a - b));
          if (ahead > 0) expect(chosen.every((one) => one.start >= notBefore)).toBe(true);
        },
      ),
    );
  });
});
