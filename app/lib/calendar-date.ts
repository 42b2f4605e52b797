// The days the site works with: real calendar days of the years 2000–2100,
// written RRRR-MM-DD. Every date that comes from outside (an address, a
// form, the settings) is read here, so that "30 February", the year 1999
// or a year beyond what Temporal and Date can hold is one and the same
// refusal everywhere, said in one sentence (DATE_PROBLEMS). Browser-safe and
// without Temporal: the content schema uses it in the editor too.
import { withoutControlCharacters } from "./control-characters";

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export type DateProblem = "not-a-date" | "no-such-day" | "out-of-range";

export type DateReading = { ok: true; iso: string; year: number; month: number; day: number } | { ok: false; problem: DateProblem };

export type InstantReading = { ok: true; epochMs: number } | { ok: false; problem: DateProblem };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// An instant as the pages write one (toISOString): a date, a time, an offset or Z.
const ISO_INSTANT = /^([+-]\d{6}|\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "2027-03-02" → its parts; "2027-02-30", "1999-12-31", "2101-01-01", "+275760-09-14", "999999" are refused, with why. */
export function readCalendarDate(text: string): DateReading {
  const match = ISO_DATE.exec(text);
  if (!match) return { ok: false, problem: /^[+-]?\d{5,}/.test(text) ? "out-of-range" : "not-a-date" };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, problem: "no-such-day" };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, problem: "out-of-range" };
  return { ok: true, iso: text, year, month, day };
}

/** An instant written as toISOString writes it ("2027-03-02T17:00:00.000Z"), within the years the site supports. */
export function readInstant(text: string): InstantReading {
  const match = ISO_INSTANT.exec(text);
  if (!match) return { ok: false, problem: /^[+-]?\d{5,}/.test(text) ? "out-of-range" : "not-a-date" };
  if (match[1]!.length > 4) return { ok: false, problem: "out-of-range" };
  const date = readCalendarDate(text.slice(0, 10));
  if (!date.ok) return date;
  const epochMs = Date.parse(text);
  return Number.isFinite(epochMs) ? { ok: true, epochMs } : { ok: false, problem: "not-a-date" };
}

/** Why a date was refused, as the panel says it. */
export const DATE_PROBLEMS: Record<DateProblem, string> = {
  "not-a-date": "to nie jest data (daty zapisuje się jako 2027-03-02)",
  "no-such-day": "takiego dnia nie ma w kalendarzu",
  "out-of-range": `kalendarz obejmuje lata ${FIRST_YEAR}–${LAST_YEAR}`,
};

/** The panel's answer to a date it cannot use: „Nie ma takiej daty: „2027-02-30” — takiego dnia nie ma w kalendarzu.” */
export function dateRefusal(text: string, problem: DateProblem): string {
  const clean = withoutControlCharacters(text);
  const shown = clean.length > 24 ? `${clean.slice(0, 24)}…` : clean;
  return `Nie ma takiej daty: „${shown}” — ${DATE_PROBLEMS[problem]}.`;
}
