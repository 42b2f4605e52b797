// Poland's public holidays (ustawa o dniach wolnych od pracy), on which the
// calendar is closed unless the trainer opens the day with an exception.
import { Temporal } from "temporal-polyfill";

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

const byYear = new Map<number, Map<string, string>>();

/** The year's holidays, by date ("2027-03-28" → "Wielkanoc"). */
export function polishHolidays(year: number): Map<string, string> {
  const cached = byYear.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => Temporal.PlainDate.from({ year, month, day }).toString();
  const holidays = new Map<string, string>([
    [fixed(1, 1), "Nowy Rok"],
    [fixed(1, 6), "Święto Trzech Króli"],
    [easter.toString(), "Wielkanoc"],
    [easter.add({ days: 1 }).toString(), "Poniedziałek Wielkanocny"],
    [fixed(5, 1), "Święto Pracy"],
    [fixed(5, 3), "Święto Konstytucji 3 Maja"],
    [easter.add({ days: 49 }).toString(), "Zielone Świątki"],
    [easter.add({ days: 60 }).toString(), "Boże Ciało"],
    [fixed(8, 15), "Wniebowzięcie Najświętszej Maryi Panny"],
    [fixed(11, 1), "Wszystkich Świętych"],
    [fixed(11, 11), "Narodowe Święto Niepodległości"],
    [fixed(12, 25), "Boże Narodzenie"],
    [fixed(12, 26), "drugi dzień Bożego Narodzenia"],
  ]);
  // A public holiday since the 2025 amendment.
  if (year >= 2025) holidays.set(fixed(12, 24), "Wigilia Bożego Narodzenia");
  byYear.set(year, holidays);
  return holidays;
}

/** The holiday's name on that date, if it is one. */
export function holidayOn(date: Temporal.PlainDate): string | undefined {
  return polishHolidays(date.year).get(date.toString());
}
