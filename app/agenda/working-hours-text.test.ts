import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { WEEKDAYS, type Weekday } from "~content/booking-schema";
import { readWeekHours, weekHoursText } from "~/agenda/working-hours-text";

const week = (lines: Partial<Record<Weekday, string>>) => Object.fromEntries(WEEKDAYS.map((day) => [day, lines[day] ?? ""])) as Record<Weekday, string>;

describe("a weekday's hours typed on one line", () => {
  test("reads the ways a phone types them, sorted, and an empty line as a day without work", () => {
    const read = readWeekHours(week({ monday: "16-21, 7:00–12:00", tuesday: " 8.30 — 14 ; 15:00-24:00", saturday: "" }));
    expect(read).toEqual({
      ok: true,
      hours: {
        monday: [
          { from: "07:00", to: "12:00" },
          { from: "16:00", to: "21:00" },
        ],
        tuesday: [
          { from: "08:30", to: "14:00" },
          { from: "15:00", to: "24:00" },
        ],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
    });
  });

  test("names each day it cannot read, or whose ranges break a rule, all at once", () => {
    const read = readWeekHours(week({ monday: "rano", wednesday: "12:00-8:00", friday: "7-12, 11-14", sunday: "7:03-9:00" }));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      { day: "monday", problem: "format" },
      { day: "wednesday", problem: "rule", message: "koniec musi być później niż początek" },
      { day: "friday", problem: "rule", message: "przedziały godzin w jednym dniu nie mogą na siebie nachodzić" },
      { day: "sunday", problem: "rule", message: "godzina ma postać 07:00 (pełne 5 minut)" },
    ]);
  });

  test("any week written back as lines reads back as the same week", () => {
    const quarter = fc.integer({ min: 0, max: 95 }).map((index) => index * 15);
    const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const dayHours = fc
      .uniqueArray(quarter, { maxLength: 6 })
      .map((starts) => starts.toSorted((a, b) => a - b))
      .map((points) => points.slice(0, points.length - (points.length % 2)))
      .map((points) => points.flatMap((point, index) => (index % 2 ? [] : [{ from: clock(point), to: clock(points[index + 1]!) }])));
    const weekHours = fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>);
    fc.assert(
      fc.property(weekHours, (hours) => {
        expect(readWeekHours(weekHoursText(hours))).toEqual({ ok: true, hours });
      }),
    );
  });
});
