// Which recurrence rules the private calendar expands, and how far a rule's
// start may be moved ahead without changing its occurrences. ical.js's
// iterator cannot start mid-way and, for a rule whose filters no day meets
// (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), loops without end inside one step:
// such rules are refused here, before any iterator exists.
import type ICAL from "ical.js";

/** Why an event is left out, or only its nearest times kept ("too-many-times"). */
export type SkipReason = "too-often" | "too-far" | "too-many-dates" | "too-many-times" | "unreadable" | "over-budget";

/** Inclusive ranges of each BY-part's numbers (RFC 5545, 3.3.10); a value outside is a rule ical.js may never finish. */
const RANGES: Partial<Record<keyof ICAL.Recur["parts"], [number, number]>> = {
  BYSECOND: [0, 60],
  BYMINUTE: [0, 59],
  BYHOUR: [0, 23],
  BYMONTHDAY: [-31, 31],
  BYYEARDAY: [-366, 366],
  BYWEEKNO: [-53, 53],
  BYMONTH: [1, 12],
  BYSETPOS: [-366, 366],
};
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
/** 28 years: every combination of a year's length and the weekday it starts on. */
const CHECKED_YEARS = 28;
const DAY_MS = 86_400_000;
const WEEKDAY = /^[+-]?(?:[1-9]|[1-4]\d|5[0-3])?(?:SU|MO|TU|WE|TH|FR|SA)$/;

/** The calendar facts of one UTC day that the day filters look at. */
function dayFacts(time: number) {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return {
    month,
    day: date.getUTCDate(),
    daysInMonth: new Date(Date.UTC(year, month, 0)).getUTCDate(),
    dayOfYear: Math.round((time - Date.UTC(year, 0, 1)) / DAY_MS) + 1,
    daysInYear: leap ? 366 : 365,
    weekday: WEEKDAYS[date.getUTCDay()]!,
  };
}

function dayMatches(time: number, parts: ICAL.Recur["parts"]): boolean {
  const { BYMONTH, BYMONTHDAY, BYYEARDAY, BYDAY } = parts;
  const date = dayFacts(time);
  if (BYMONTH && !BYMONTH.includes(date.month)) return false;
  if (BYMONTHDAY && !BYMONTHDAY.some((day) => day === date.day || day === date.day - date.daysInMonth - 1)) return false;
  if (BYYEARDAY && !BYYEARDAY.some((day) => day === date.dayOfYear || day === date.dayOfYear - date.daysInYear - 1)) return false;
  // As a filter (the frequencies below a month), BYDAY names plain weekdays.
  if (BYDAY && !BYDAY.some((day) => day.slice(-2) === date.weekday)) return false;
  return true;
}

/** Whether some day of 28 years passes the rule's day filters: a rule no day meets would loop in ical.js. */
function someDayMatches(parts: ICAL.Recur["parts"]): boolean {
  if (!parts.BYMONTH && !parts.BYMONTHDAY && !parts.BYYEARDAY) return true;
  const first = Date.UTC(2000, 0, 1);
  for (let time = first; time < Date.UTC(2000 + CHECKED_YEARS, 0, 1); time += DAY_MS) {
    if (dayMatches(time, parts)) return true;
  }
  return false;
}

/**
 * Null when ical.js may expand `rule`; else why not: repeating more often
 * than once a minute (FREQ=SECONDLY, or several BYSECOND values), or a rule
 * it cannot finish (numbers out of range, filters no day meets).
 */
export function ruleProblem(rule: ICAL.Recur): SkipReason | null {
  if (!rule.freq || !Number.isInteger(rule.interval) || rule.interval < 1) return "unreadable";
  if (rule.freq === "SECONDLY" || (rule.parts.BYSECOND?.length ?? 0) > 1) return "too-often";
  for (const [part, [low, high]] of Object.entries(RANGES) as [keyof ICAL.Recur["parts"], [number, number]][]) {
    const values = (rule.parts[part] ?? []) as number[];
    if (values.some((value) => !Number.isInteger(value) || value < low || value > high || (value === 0 && low < 0))) return "unreadable";
  }
  if (rule.parts.BYDAY?.some((day) => !WEEKDAY.test(day))) return "unreadable";
  const filtering = rule.freq === "DAILY" || rule.freq === "HOURLY" || rule.freq === "MINUTELY" || rule.freq === "WEEKLY";
  if (filtering && !someDayMatches(rule.parts)) return "unreadable";
  return null;
}

/**
 * Whole days by which the rule's start may move ahead, or back, leaving its
 * occurrences as they were: a multiple of its period that keeps weekdays and
 * leap days (400 Gregorian years are exactly 20 871 weeks).
 */
export function jumpDays(rule: ICAL.Recur): number {
  const cycle = 146_097;
  switch (rule.freq) {
    case "MINUTELY":
    case "HOURLY":
    case "DAILY":
      return rule.interval;
    case "WEEKLY":
      return 7 * rule.interval;
    default:
      return cycle * rule.interval;
  }
}

/**
 * How many occurrences a jump of `days` passes over, when that is known
 * without iterating: rules with no BY-part, at the frequencies whose every
 * period holds one occurrence. Null otherwise.
 */
export function occurrencesIn(rule: ICAL.Recur, days: number): number | null {
  if (Object.values(rule.parts).some((values) => values && values.length > 0)) return null;
  const perDay: Partial<Record<string, number>> = { MINUTELY: 1440, HOURLY: 24, DAILY: 1, WEEKLY: 1 / 7 };
  const rate = perDay[rule.freq];
  return rate === undefined ? null : Math.round((days * rate) / rule.interval);
}
