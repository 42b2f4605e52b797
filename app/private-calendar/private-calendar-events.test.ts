import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { busyTimesIn, MAX_BUSY_TIMES, type BusyTime } from "~/private-calendar/private-calendar-events";
import { NOT_A_CALENDAR, TOO_COMPLEX } from "~/private-calendar/private-calendar.messages";
import { deepNesting, fromYearZero, manyDates, secondlyZone, tenYears } from "../../tests/support/hostile-calendars";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/ical/${name}`, import.meta.url), "utf8");
const from = new Date("2027-03-01T00:00:00Z");
const to = new Date("2027-05-01T00:00:00Z");

function read(text: string, windowFrom = from, windowTo = to): BusyTime[] {
  const reading = busyTimesIn(text, windowFrom, windowTo);
  if (!reading.ok) throw new Error(reading.message);
  return reading.busy;
}

const iso = (busy: BusyTime[]) => busy.map((stretch) => [new Date(stretch.start).toISOString(), new Date(stretch.end).toISOString(), stretch.title]);

describe("busyTimesIn", () => {
  it("expands a weekly event at 18:00 Warsaw across the March clock change, without its excluded date and with its moved occurrence", () => {
    const weekly = iso(read(fixture("google-calendar.ics"))).filter(([, , title]) => title?.startsWith("Basen"));
    expect(weekly).toEqual([
      // Winter time (UTC+1): 18:00 is 17:00 UTC.
      ["2027-03-02T17:00:00.000Z", "2027-03-02T18:00:00.000Z", "Basen z synem"],
      ["2027-03-09T17:00:00.000Z", "2027-03-09T18:00:00.000Z", "Basen z synem"],
      // 16 March excluded (EXDATE); 23 March moved to Wednesday 7:00 (RECURRENCE-ID).
      ["2027-03-24T06:00:00.000Z", "2027-03-24T07:00:00.000Z", "Basen z synem (przełożony)"],
      // Summer time from 28 March (UTC+2): still 18:00 in Warsaw.
      ["2027-03-30T16:00:00.000Z", "2027-03-30T17:00:00.000Z", "Basen z synem"],
      ["2027-04-06T16:00:00.000Z", "2027-04-06T17:00:00.000Z", "Basen z synem"],
    ]);
  });

  it("blocks an all-day event's whole Warsaw day", () => {
    const day = read(fixture("google-calendar.ics")).find((stretch) => stretch.title === "Wyjazd");
    expect(day).toMatchObject({ allDay: true });
    expect(iso([day!])).toEqual([["2027-04-04T22:00:00.000Z", "2027-04-05T22:00:00.000Z", "Wyjazd"]]);
  });

  it("reads UTC times, and leaves out events marked free or cancelled", () => {
    const busy = read(fixture("google-calendar.ics"));
    expect(iso(busy.filter((stretch) => stretch.title === "Dentysta"))).toEqual([["2027-04-08T10:00:00.000Z", "2027-04-08T11:00:00.000Z", "Dentysta"]]);
    expect(busy.map((stretch) => stretch.title)).not.toContain("Urodziny mamy (przypomnienie)");
    expect(busy.map((stretch) => stretch.title)).not.toContain("Spotkanie odwołane");
  });

  it("reads a time in another zone by the file's own VTIMEZONE, and a floating time as Warsaw's", () => {
    expect(iso(read(fixture("apple-other-zone.ics")))).toEqual([
      // 9:00 in New York (EDT, UTC−4) is 15:00 in Warsaw (CEST).
      ["2027-04-07T13:00:00.000Z", "2027-04-07T14:00:00.000Z", "Webinar z Nowego Jorku"],
      // No zone: 8:00 on the trainer's clock, for 90 minutes.
      ["2027-04-09T06:00:00.000Z", "2027-04-09T07:30:00.000Z", "Fryzjer"],
    ]);
  });

  it("keeps only what reaches into the window", () => {
    const busy = read(fixture("google-calendar.ics"), new Date("2027-04-01T00:00:00Z"), new Date("2027-04-06T00:00:00Z"));
    expect(busy.map((stretch) => stretch.title)).toEqual(["Wyjazd"]);
  });

  it("says in Polish that a malformed file or a web page is not a calendar", () => {
    expect(busyTimesIn(fixture("malformed.ics"), from, to)).toEqual({ ok: false, message: NOT_A_CALENDAR });
    expect(busyTimesIn("<!doctype html><title>Zaloguj się</title>", from, to)).toEqual({ ok: false, message: NOT_A_CALENDAR });
  });

  it("keeps an endless daily event bounded", () => {
    const endless = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:co-dzien@example.com",
      "DTSTART:19900101T060000Z",
      "DTEND:19900101T061500Z",
      "RRULE:FREQ=HOURLY",
      "SUMMARY:Co godzinę",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const started = performance.now();
    const busy = read(endless, from, new Date("2028-05-01T00:00:00Z"));
    expect(busy.length).toBeLessThanOrEqual(MAX_BUSY_TIMES);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe("busyTimesIn with hostile calendars", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");
  const window = [new Date(now - 86_400_000), new Date(now + 400 * 86_400_000)] as const;

  it("drops a zone whose rule changes every second, reading its times by the zone's IANA name", () => {
    const started = performance.now();
    const reading = busyTimesIn(secondlyZone(now), ...window);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(reading).toMatchObject({ ok: true, report: { skipped: [], unnamed: 0, truncated: false } });
    // 10:00 in Warsaw (CET) on 27 November.
    expect(iso(reading.ok ? reading.busy : [])[0]).toEqual(["2026-11-27T09:00:00.000Z", "2026-11-27T10:00:00.000Z", "W strefie"]);
  });

  it("leaves out alone, and names, an event with 60 000 dates and one repeating every second; a daily event from year 0 is read", () => {
    const started = performance.now();
    const dates = busyTimesIn(manyDates(now), ...window);
    const old = busyTimesIn(fromYearZero(now), ...window);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(dates).toMatchObject({ ok: true, report: { skipped: [{ title: "Tysiące dat", reason: "too-many-dates" }] } });
    expect(dates.ok && dates.busy.map((busy) => busy.title)).toEqual(["Zwykłe"]);
    expect(old).toMatchObject({ ok: true, report: { skipped: [{ title: "Joga", reason: "too-often" }] } });
    expect(old.ok && old.busy).toHaveLength(401);
  });

  it("refuses deep nesting before ical.js reads it", () => {
    expect(busyTimesIn(deepNesting(), ...window)).toEqual({ ok: false, message: TOO_COMPLEX });
  });

  it("reads ten years of weekly events with exceptions quickly, this week's appointment and the moved occurrences included", () => {
    const honest = tenYears(now);
    const started = performance.now();
    const reading = busyTimesIn(honest.text, ...window);
    expect(performance.now() - started).toBeLessThan(3000);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.busy).toContainEqual({ ...honest.appointment, title: "Wizyta w tym tygodniu", allDay: false });
    expect(reading.busy.filter((busy) => busy.title.endsWith("(przełożona)")).length).toBeGreaterThan(0);
    expect(reading.report).toEqual({ skipped: [], unnamed: 0, truncated: false });
  });
});
