// Dates the site does not support (app/lib/calendar-date.ts), for the tests
// that send them to the panel: no such day, before 2000, after 2100, and
// beyond what Temporal and Date can hold.
import fc from "fast-check";

export const UNSUPPORTED_DATES = ["2031-02-30", "1999-12-31", "2101-01-01", "+275760-09-14", "999999", "-271821-04-19"];

export const UNSUPPORTED_INSTANTS = [
  "+275760-09-13T23:00:00.000Z",
  "+275760-09-14T00:00:00.000Z",
  "1999-12-31T23:00:00.000Z",
  "2101-01-01T10:00:00.000Z",
  "999999",
];

/** Any year (most of them outside 2000–2100), any month and day up to one too many, written as a date or as an instant. */
export const anyYearDate = fc
  .tuple(fc.integer({ min: -300_000, max: 300_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .chain(([year, month, day]) => {
    const yearText = year >= 0 && year <= 9999 ? String(year).padStart(4, "0") : `${year < 0 ? "-" : "+"}${String(Math.abs(year)).padStart(6, "0")}`;
    const date = `${yearText}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    return fc.constantFrom(date, `${date}T17:00:00.000Z`);
  });
