import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { bookingSchema, WEEKDAYS, type BookingSettings } from "~content/booking-schema";
import { withOwnPrices } from "~/site-content/resolve-content";
import { freeSlotsByDay, freeSlotsOn, hoursOn, type Calendar } from "./availability";
import { formatClock, minutesOf, warsawInstant } from "./warsaw-time";

const MINUTE = 60_000;
const empty: Calendar = { occupied: [], sessionStarts: [] };
const week = (from: string, to: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];

function settings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return withOwnPrices(
    bookingSchema.parse({
      services: [
        { slug: "konsultacja", name: "Konsultacja", durationMinutes: 30, place: "studio", price: 0 },
        { slug: "trening", name: "Trening", durationMinutes: 60, place: "studio", price: 150 },
      ],
      weeklyHours: { ...week("09:00", "12:00"), sunday: [] },
      exceptions: [],
      startEveryMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 0,
      horizonDays: 30,
      maxPerDay: 20,
      maxFuturePerEmail: 2,
      cancelCutoffHours: 12,
      ...overrides,
    }),
  );
}

const [consultation, session] = settings().services as [BookingSettings["services"][number], BookingSettings["services"][number]];
const date = (text: string) => Temporal.PlainDate.from(text);
/** A Warsaw wall-clock time as an instant, the way a person reads it: "2027-03-02T09:00". */
const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
const clocks = (slots: { start: number }[]) => slots.map((slot) => formatClock(slot.start));
// A Monday a week before the day under test, so notice and horizon do not get in the way.
const longBefore = (day: string) => new Date(at(`${date(day).subtract({ days: 7 })}T00:00`));

describe("free slots", () => {
  it("follow the weekly hours, every startEveryMinutes, ending within the range", () => {
    const slots = freeSlotsOn(settings(), session, date("2027-03-02"), longBefore("2027-03-02"), empty);
    expect(clocks(slots)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    expect(slots[0]!.end - slots[0]!.start).toBe(60 * MINUTE);
  });

  it("take several ranges a day, and none on a day without hours", () => {
    const split = settings({
      weeklyHours: {
        ...week("09:00", "10:00"),
        tuesday: [
          { from: "16:00", to: "17:00" },
          { from: "07:00", to: "08:00" },
        ],
        sunday: [],
      },
    });
    expect(clocks(freeSlotsOn(split, session, date("2027-03-02"), longBefore("2027-03-02"), empty))).toEqual(["07:00", "16:00"]);
    expect(freeSlotsOn(split, session, date("2027-03-07"), longBefore("2027-03-07"), empty)).toEqual([]);
  });

  it("skip what is taken, buffers included, and keep the buffer after each new session", () => {
    const calendar: Calendar = {
      // A session 10:00–11:00 with a 15-minute buffer: taken until 11:15.
      occupied: [{ start: at("2027-03-02T10:00"), end: at("2027-03-02T11:15") }],
      sessionStarts: [at("2027-03-02T10:00")],
    };
    const slots = freeSlotsOn(settings({ bufferMinutes: 15 }), session, date("2027-03-02"), longBefore("2027-03-02"), calendar);
    // 09:00 would end at 10:00 plus its buffer: it reaches into the booked session.
    expect(clocks(slots)).toEqual([]);
    const half = freeSlotsOn(settings({ bufferMinutes: 15 }), consultation, date("2027-03-02"), longBefore("2027-03-02"), calendar);
    expect(clocks(half)).toEqual(["09:00", "11:30"]);
  });

  it("respect the minimum notice and the horizon", () => {
    const now = new Date(at("2027-03-02T08:00"));
    const days = freeSlotsByDay(settings({ minNoticeHours: 2, horizonDays: 3 }), consultation, now, empty);
    expect([...days.keys()]).toEqual(["2027-03-02", "2027-03-03", "2027-03-04"]);
    expect(clocks(days.get("2027-03-02")!)).toEqual(["10:00", "10:30", "11:00", "11:30"]);
  });

  it("close a day that reached its cap", () => {
    // Three sessions that day (the first just after midnight) and one the next.
    const full: Calendar = { occupied: [], sessionStarts: [at("2027-03-02T00:00"), at("2027-03-02T07:00"), at("2027-03-02T20:00"), at("2027-03-03T00:00")] };
    expect(freeSlotsOn(settings({ maxPerDay: 3 }), consultation, date("2027-03-02"), longBefore("2027-03-02"), full)).toEqual([]);
    expect(freeSlotsOn(settings({ maxPerDay: 4 }), consultation, date("2027-03-02"), longBefore("2027-03-02"), full)).toHaveLength(6);
  });

  it("close Polish public holidays, unless an exception opens the day", () => {
    const corpusChristi = date("2027-05-27");
    expect(hoursOn(settings(), corpusChristi)).toEqual({ hours: [], closedFor: "Boże Ciało" });
    for (const holiday of ["2026-04-06", "2026-06-04", "2027-03-29", "2027-05-16", "2028-06-15", "2028-12-24"]) {
      expect(freeSlotsOn(settings(), consultation, date(holiday), longBefore(holiday), empty), holiday).toEqual([]);
    }
    const opened = settings({ exceptions: [{ from: "2027-05-27", to: "2027-05-27", hours: [{ from: "10:00", to: "11:00" }], note: "" }] });
    expect(clocks(freeSlotsOn(opened, consultation, corpusChristi, longBefore("2027-05-27"), empty))).toEqual(["10:00", "10:30"]);
  });

  it("apply exceptions: a holiday range closed, another day with its own hours", () => {
    const custom = settings({
      exceptions: [
        { from: "2027-07-05", to: "2027-07-16", hours: [], note: "urlop" },
        { from: "2027-07-10", to: "2027-07-10", hours: [{ from: "18:00", to: "19:00" }], note: "" },
      ],
    });
    expect(hoursOn(custom, date("2027-07-06"))).toEqual({ hours: [], closedFor: "urlop" });
    expect(clocks(freeSlotsOn(custom, session, date("2027-07-10"), longBefore("2027-07-10"), empty))).toEqual(["18:00"]);
    expect(clocks(freeSlotsOn(custom, session, date("2027-07-17"), longBefore("2027-07-17"), empty))).toHaveLength(5);
  });

  describe("across the clock changes of 2027", () => {
    // 28 March 2027 is Easter Sunday: an exception opens it.
    const nightOwl = settings({
      weeklyHours: week("00:00", "05:00"),
      exceptions: [{ from: "2027-03-28", to: "2027-03-28", hours: [{ from: "00:00", to: "05:00" }], note: "" }],
    });

    it("offers no time in the hour skipped on 28 March, and a session across it lasts 60 minutes", () => {
      const slots = freeSlotsOn(nightOwl, session, date("2027-03-28"), longBefore("2027-03-28"), empty);
      expect(clocks(slots)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00"]);
      const across = slots.find((slot) => formatClock(slot.start) === "01:30")!;
      expect(across.end - across.start).toBe(60 * MINUTE);
      expect(formatClock(across.end)).toBe("03:30");
      // The day's range is an hour shorter in real time: 4:00 ends at 05:00 exactly.
      expect(new Date(slots.at(-1)!.end).toISOString()).toBe("2027-03-28T03:00:00.000Z");
    });

    it("offers each time of the hour repeated on 31 October once, in winter time", () => {
      const slots = freeSlotsOn(nightOwl, session, date("2027-10-31"), longBefore("2027-10-31"), empty);
      const times = clocks(slots);
      expect(times).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30", "04:00"]);
      expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
      expect(slots.every((slot, index) => index === 0 || slots[index - 1]!.start < slot.start)).toBe(true);
      // 01:30 summer time lasts 60 minutes and ends before the change.
      const beforeChange = slots.find((slot) => formatClock(slot.start) === "01:30")!;
      expect(beforeChange.end - beforeChange.start).toBe(60 * MINUTE);
      expect(new Date(beforeChange.end).toISOString()).toBe("2027-10-31T00:30:00.000Z");
      // 02:00 and 02:30 are the second ones, after the clocks went back.
      const [two, twoThirty] = slots.filter((slot) => ["02:00", "02:30"].includes(formatClock(slot.start)));
      expect(new Date(two!.start).toISOString()).toBe("2027-10-31T01:00:00.000Z");
      expect(new Date(twoThirty!.start).toISOString()).toBe("2027-10-31T01:30:00.000Z");
      expect(formatClock(twoThirty!.end)).toBe("03:30");
    });

    it("closes hours ending in the skipped hour on 28 March at the change", () => {
      const untilHalfPastTwo = settings({ exceptions: [{ from: "2027-03-28", to: "2027-03-28", hours: [{ from: "00:00", to: "02:30" }], note: "" }] });
      const change = Date.UTC(2027, 2, 28, 1);
      const slots = freeSlotsOn(untilHalfPastTwo, session, date("2027-03-28"), longBefore("2027-03-28"), empty);
      expect(clocks(slots)).toEqual(["00:00", "00:30", "01:00"]);
      expect(slots.every((slot) => slot.end <= change)).toBe(true);
      // Each start is a time the clock shows that night.
      for (const slot of slots) expect(warsawInstant(date("2027-03-28"), minutesOf(formatClock(slot.start)))).toBe(slot.start);
      const half = freeSlotsOn(untilHalfPastTwo, consultation, date("2027-03-28"), longBefore("2027-03-28"), empty);
      expect(clocks(half)).toEqual(["00:00", "00:30", "01:00", "01:30"]);
      expect(half.at(-1)!.end).toBe(change);
    });

    it("closes hours ending in the repeated hour on 31 October in winter time", () => {
      const untilHalfPastTwo = settings({ exceptions: [{ from: "2027-10-31", to: "2027-10-31", hours: [{ from: "00:00", to: "02:30" }], note: "" }] });
      const slots = freeSlotsOn(untilHalfPastTwo, session, date("2027-10-31"), longBefore("2027-10-31"), empty);
      // 02:00 winter time would end at 03:00, past 02:30 winter time.
      expect(clocks(slots)).toEqual(["00:00", "00:30", "01:00", "01:30"]);
      const half = freeSlotsOn(untilHalfPastTwo, consultation, date("2027-10-31"), longBefore("2027-10-31"), empty);
      expect(clocks(half)).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00"]);
      expect(new Date(half.at(-1)!.end).toISOString()).toBe("2027-10-31T01:30:00.000Z");
    });

    it("keeps the local time of weekly hours on both sides of a change", () => {
      const before = freeSlotsOn(settings(), session, date("2027-03-26"), longBefore("2027-03-26"), empty)[0]!;
      const after = freeSlotsOn(settings(), session, date("2027-03-30"), longBefore("2027-03-30"), empty)[0]!;
      expect([formatClock(before.start), formatClock(after.start)]).toEqual(["09:00", "09:00"]);
      expect(new Date(before.start).toISOString()).toBe("2027-03-26T08:00:00.000Z");
      expect(new Date(after.start).toISOString()).toBe("2027-03-30T07:00:00.000Z");
    });
  });
});
