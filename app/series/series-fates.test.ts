import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { bookingSchema, WEEKDAYS, type BookingSettings } from "~content/booking-schema";
import { withOwnPrices } from "~/site-content/resolve-content";
import { MAX_OCCURRENCES, seriesDates, seriesFates, timeFate } from "./series-fates";
import { fateText } from "./series.messages";

const week = (from: string, to: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];

function settings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return withOwnPrices(
    bookingSchema.parse({
      services: [{ slug: "trening", name: "Trening", durationMinutes: 60, place: "studio", price: 150 }],
      weeklyHours: { ...week("08:00", "20:00"), sunday: [] },
      exceptions: [],
      startEveryMinutes: 30,
      bufferMinutes: 15,
      minNoticeHours: 0,
      horizonDays: 30,
      maxPerDay: 20,
      maxFuturePerEmail: 2,
      cancelCutoffHours: 12,
      ...overrides,
    }),
  );
}

const rules = settings();
const service = rules.services[0]!;
const date = (text: string) => Temporal.PlainDate.from(text);
const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
const warsawWall = (instant: number) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO("Europe/Warsaw").toPlainTime().toString();
const now = new Date("2027-01-10T12:00:00Z");
const eighteen = 18 * 60;

describe("the dates of a series", () => {
  it("are every week or every second week, N of them or up to a date", () => {
    expect(seriesDates({ first: date("2027-03-02"), minutes: eighteen, everyWeeks: 1, ends: { count: 3 } }).map(String)).toEqual([
      "2027-03-02",
      "2027-03-09",
      "2027-03-16",
    ]);
    expect(seriesDates({ first: date("2027-03-02"), minutes: eighteen, everyWeeks: 2, ends: { until: date("2027-03-30") } }).map(String)).toEqual([
      "2027-03-02",
      "2027-03-16",
      "2027-03-30",
    ]);
  });

  it("never run past a year of weeks, and always fall on the first date's weekday", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom(1 as const, 2 as const), fc.integer({ min: 1, max: 200 }), (offset, everyWeeks, count) => {
        const first = date("2027-01-01").add({ days: offset });
        const dates = seriesDates({ first, minutes: eighteen, everyWeeks, ends: { count } });
        expect(dates.length).toBe(Math.min(count, MAX_OCCURRENCES));
        for (const [index, each] of dates.entries()) {
          expect(each.dayOfWeek).toBe(first.dayOfWeek);
          expect(first.until(each).days).toBe(index * 7 * everyWeeks);
        }
      }),
    );
  });
});

describe("the fates of a series", () => {
  it("keep 18:00 in Warsaw across both 2027 clock changes, and say where the clocks changed", () => {
    const fates = seriesFates(rules, service, { first: date("2027-03-02"), minutes: eighteen, everyWeeks: 1, ends: { until: date("2027-11-30") } }, now, []);
    expect(fates).toHaveLength(40);
    for (const occurrence of fates) expect(warsawWall(occurrence.start!)).toBe("18:00:00");
    const changes = fates.filter((occurrence) => occurrence.clockChange).map((occurrence) => [occurrence.date, occurrence.clockChange]);
    expect(changes).toEqual([
      ["2027-03-30", "zmiana czasu na letni — nadal 18:00"],
      ["2027-11-02", "zmiana czasu na zimowy — nadal 18:00"],
    ]);
    // The instant moves: an hour earlier in UTC in summer.
    expect(new Date(fates[0]!.start!).toISOString()).toBe("2027-03-02T17:00:00.000Z");
    expect(new Date(fates[4]!.start!).toISOString()).toBe("2027-03-30T16:00:00.000Z");
  });

  it("name holidays, days off, closed weekdays, hours outside the range and collisions", () => {
    const withDayOff = settings({ exceptions: [{ from: "2027-03-09", to: "2027-03-09", hours: [], note: "urlop" }] });
    const occupied = [{ start: at("2027-03-16T17:30"), end: at("2027-03-16T18:45"), name: "Anna Nowak, Trening 17:30–18:30" }];
    const fates = seriesFates(withDayOff, service, { first: date("2027-03-02"), minutes: eighteen, everyWeeks: 1, ends: { count: 3 } }, now, occupied);
    expect(fates.map((occurrence) => fateText(occurrence.fate))).toEqual(["wolne", "dzień wolny: urlop", "zajęte: Anna Nowak, Trening 17:30–18:30"]);
    // Easter Monday 2027 is 29 March.
    expect(timeFate(rules, service, date("2027-03-29"), eighteen, now, []).fate).toEqual({ kind: "holiday", name: "Poniedziałek Wielkanocny" });
    expect(fateText(timeFate(rules, service, date("2027-03-07"), eighteen, now, []).fate)).toBe("niedziela — dzień wolny");
    expect(fateText(timeFate(rules, service, date("2027-03-02"), 19 * 60 + 30, now, []).fate)).toBe("poza godzinami pracy (08:00–20:00)");
    // The buffer after the session must not touch what follows.
    const right = [{ start: at("2027-03-02T19:10"), end: at("2027-03-02T20:00") }];
    expect(fateText(timeFate(rules, service, date("2027-03-02"), eighteen, now, right).fate)).toBe("zajęte: zajęte");
  });

  it("refuse a past time and the hour the clocks skip", () => {
    expect(timeFate(rules, service, date("2027-01-05"), eighteen, now, []).fate.kind).toBe("past");
    expect(timeFate(rules, service, date("2027-03-28"), 2 * 60 + 30, now, []).fate.kind).toBe("no-such-time");
  });

  it("check another time the trainer picked for one date", () => {
    const occupied = [{ start: at("2027-03-09T18:00"), end: at("2027-03-09T19:15"), name: "blokada" }];
    const plan = { first: date("2027-03-02"), minutes: eighteen, everyWeeks: 1 as const, ends: { count: 2 } };
    const fates = seriesFates(rules, service, plan, now, occupied, new Map([["2027-03-09", 16 * 60]]));
    expect(fates.map((occurrence) => [occurrence.minutes, occurrence.fate.kind])).toEqual([
      [eighteen, "free"],
      [16 * 60, "free"],
    ]);
  });
});
