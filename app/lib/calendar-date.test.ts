import { describe, expect, it } from "vitest";
import { dateRefusal, readCalendarDate, readInstant, type DateProblem } from "./calendar-date";

describe("readCalendarDate", () => {
  it.each(["2000-01-01", "2027-03-02", "2028-02-29", "2100-12-31"])("reads %s", (text) => {
    expect(readCalendarDate(text)).toMatchObject({ ok: true, iso: text });
  });

  it.each<[string, DateProblem]>([
    ["2027-02-29", "no-such-day"],
    ["2027-02-30", "no-such-day"],
    ["2100-02-29", "no-such-day"],
    ["2026-13-01", "no-such-day"],
    ["2026-00-10", "no-such-day"],
    ["9999-99-99", "no-such-day"],
    ["1999-12-31", "out-of-range"],
    ["0000-01-01", "out-of-range"],
    ["2101-01-01", "out-of-range"],
    ["9999-12-31", "out-of-range"],
    ["+275760-09-14", "out-of-range"],
    ["-271821-04-19", "out-of-range"],
    ["999999", "out-of-range"],
    ["", "not-a-date"],
    ["2.03.2027", "not-a-date"],
    ["2027-3-2", "not-a-date"],
    ["2027-03-02T10:00", "not-a-date"],
    [" 2027-03-02", "not-a-date"],
    ["\u0000", "not-a-date"],
  ])("refuses %j: %s", (text, problem) => {
    expect(readCalendarDate(text)).toEqual({ ok: false, problem });
  });
});

describe("readInstant", () => {
  it("reads an instant as the pages write one", () => {
    expect(readInstant("2027-03-02T17:00:00.000Z")).toEqual({ ok: true, epochMs: Date.parse("2027-03-02T17:00:00.000Z") });
    expect(readInstant("2027-03-02T18:00+01:00")).toEqual({ ok: true, epochMs: Date.parse("2027-03-02T17:00:00.000Z") });
  });

  it.each<[string, DateProblem]>([
    ["+275760-09-13T00:00:00.000Z", "out-of-range"],
    ["+275760-09-14T00:00:00.000Z", "out-of-range"],
    ["-000001-01-01T00:00:00.000Z", "out-of-range"],
    ["1999-12-31T23:00:00.000Z", "out-of-range"],
    ["2101-01-01T00:00:00.000Z", "out-of-range"],
    ["2027-02-30T10:00:00.000Z", "no-such-day"],
    ["2027-03-02T25:00:00.000Z", "not-a-date"],
    ["999999", "out-of-range"],
    ["1700000000000", "out-of-range"],
    ["2027-03-02", "not-a-date"],
    ["other", "not-a-date"],
  ])("refuses %j: %s", (text, problem) => {
    expect(readInstant(text)).toEqual({ ok: false, problem });
  });
});

describe("dateRefusal", () => {
  it("says in Polish which date and why, shortened and without control characters", () => {
    expect(dateRefusal("2027-02-30", "no-such-day")).toBe("Nie ma takiej daty: „2027-02-30” — takiego dnia nie ma w kalendarzu.");
    expect(dateRefusal("2101-01-01", "out-of-range")).toBe("Nie ma takiej daty: „2101-01-01” — kalendarz obejmuje lata 2000–2100.");
    expect(dateRefusal(`\u0000${"9".repeat(100)}`, "out-of-range")).toBe(`Nie ma takiej daty: „${"9".repeat(24)}…” — kalendarz obejmuje lata 2000–2100.`);
  });
});
