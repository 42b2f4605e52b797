import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { dayClock, formatClock, formatDateRange, formatSession, formatTimeRange, parseDate, warsawBoundary, warsawInstant } from "./warsaw-time";

const MINUTE = 60_000;
const date = (text: string) => Temporal.PlainDate.from(text);
// 2027: clocks go forward at 01:00 UTC on 28 March and back at 01:00 UTC on 31 October.
const spring = date("2027-03-28");
const autumn = date("2027-10-31");

describe("warsawInstant", () => {
  it("has no instant for a time in the hour skipped on 28 March 2027", () => {
    expect(warsawInstant(spring, 2 * 60)).toBeNull();
    expect(warsawInstant(spring, 2 * 60 + 30)).toBeNull();
    expect(warsawInstant(spring, 60 + 59)).toBe(Date.UTC(2027, 2, 28, 0, 59));
    expect(warsawInstant(spring, 3 * 60)).toBe(Date.UTC(2027, 2, 28, 1));
  });

  it("reads a time in the hour repeated on 31 October 2027 as the later one, winter time", () => {
    expect(warsawInstant(autumn, 60 + 59)).toBe(Date.UTC(2027, 9, 30, 23, 59));
    expect(warsawInstant(autumn, 2 * 60)).toBe(Date.UTC(2027, 9, 31, 1));
    expect(warsawInstant(autumn, 2 * 60 + 30)).toBe(Date.UTC(2027, 9, 31, 1, 30));
    expect(warsawInstant(autumn, 3 * 60)).toBe(Date.UTC(2027, 9, 31, 2));
  });

  it("agrees with dayClock, on ordinary days and on both days of a change", () => {
    for (const day of [date("2027-03-02"), spring, autumn]) {
      const instantAt = dayClock(day);
      for (let minutes = 0; minutes <= 1440; minutes += 5) expect(instantAt(minutes), `${day} ${minutes}`).toBe(warsawInstant(day, minutes));
    }
  });
});

describe("warsawBoundary", () => {
  it("is the change itself for a time in the hour skipped on 28 March 2027", () => {
    expect(warsawBoundary(spring, 150)).toBe(Date.UTC(2027, 2, 28, 1));
    expect(warsawBoundary(spring, 2 * 60)).toBe(Date.UTC(2027, 2, 28, 1));
    expect(warsawBoundary(spring, 3 * 60)).toBe(Date.UTC(2027, 2, 28, 1));
  });

  it("is warsawInstant for a time that exists, the repeated hour in winter time", () => {
    expect(warsawBoundary(autumn, 150)).toBe(Date.UTC(2027, 9, 31, 1, 30));
    expect(warsawBoundary(spring, 90)).toBe(Date.UTC(2027, 2, 28, 0, 30));
    expect(warsawBoundary(spring, 1440)).toBe(Date.UTC(2027, 2, 28, 22));
  });

  // fast-check is not a dependency, and checking every day of 2026–2028 takes
  // about 10 s: the days of the changes and those beside them, every fifth minute.
  it("never goes back as the minutes grow, and is warsawInstant wherever that exists (changes of 2026–2028)", () => {
    const days: Temporal.PlainDate[] = [];
    let change = Temporal.ZonedDateTime.from("2026-01-01T00:00[Europe/Warsaw]").getTimeZoneTransition("next");
    for (; change && change.year <= 2028; change = change.getTimeZoneTransition("next")) {
      const day = change.toPlainDate();
      days.push(day.subtract({ days: 1 }), day, day.add({ days: 1 }));
    }
    expect(days).toHaveLength(18);
    for (const day of days) {
      let previous = -Infinity;
      for (let minutes = 0; minutes <= 1440; minutes += 5) {
        const boundary = warsawBoundary(day, minutes);
        const instant = warsawInstant(day, minutes);
        if (boundary < previous || (instant !== null && boundary !== instant)) {
          expect.fail(`${day} ${minutes}: boundary ${boundary}, instant ${instant}, previous ${previous}`);
        }
        previous = boundary;
      }
    }
  });
});

describe("formatTimeRange", () => {
  it("reads an ordinary session as its two clock times", () => {
    expect(formatTimeRange(Date.UTC(2027, 2, 2, 17), Date.UTC(2027, 2, 2, 18))).toBe("18:00–19:00");
    expect(formatTimeRange(new Date("2027-07-10T16:00:00.000Z"), "2027-07-10T17:00:00.000Z")).toBe("18:00–19:00");
  });

  it("says when a session spans the change to summer time (01:30 on 28 March 2027, 60 minutes)", () => {
    const start = warsawInstant(spring, 90)!;
    const end = start + 60 * MINUTE;
    expect(formatTimeRange(start, end)).toBe("01:30–03:30 (zmiana czasu na letni)");
    expect(formatSession(new Date(start).toISOString(), new Date(end).toISOString())).toBe("niedziela, 28 marca 2027, 01:30–03:30 (zmiana czasu na letni)");
  });

  it("runs a session at 02:30 on 31 October 2027 in winter time: 02:30–03:30", () => {
    const start = warsawInstant(autumn, 150)!;
    const end = start + 60 * MINUTE;
    expect(end).toBe(Date.UTC(2027, 9, 31, 2, 30));
    expect(formatClock(end)).toBe("03:30");
    expect(formatTimeRange(start, end)).toBe("02:30–03:30");
    expect(formatSession(start, end)).toBe("niedziela, 31 października 2027, 02:30–03:30");
  });

  it("says when a session spans the change to winter time (01:30 on 31 October 2027, 90 minutes)", () => {
    const start = warsawInstant(autumn, 90)!;
    expect(formatTimeRange(start, start + 90 * MINUTE)).toBe("01:30–02:00 (zmiana czasu na zimowy)");
  });
});

describe("parseDate", () => {
  it("takes only real dates written RRRR-MM-DD", () => {
    for (const text of ["2027-02-30", "9999-99-99", "2026-13-01", "2026-00-10", "20261201", null, ""]) expect(parseDate(text)).toBeNull();
    expect(parseDate("2028-02-29")?.toString()).toBe("2028-02-29");
  });
});

describe("formatDateRange", () => {
  it("writes the month once within a month, both across months and years, and one day alone", () => {
    expect(formatDateRange(date("2026-12-24"), date("2026-12-31"))).toBe("24–31 grudnia 2026");
    expect(formatDateRange(date("2026-11-30"), date("2026-12-06"))).toBe("30 listopada – 6 grudnia 2026");
    expect(formatDateRange(date("2026-12-28"), date("2027-01-03"))).toBe("28 grudnia 2026 – 3 stycznia 2027");
    expect(formatDateRange(date("2026-12-24"), date("2026-12-24"))).toBe("24 grudnia 2026");
  });
});
