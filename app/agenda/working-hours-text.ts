// A weekday's working hours as one line the trainer types on a phone
// ("7:00–12:00, 16:00–21:00", "7-12, 16-21"; empty: not working that day),
// read into the booking settings' ranges and written back the same way.
import { dayHoursSchema, WEEKDAYS, type Weekday } from "~content/booking-schema";

type TimeRange = { from: string; to: string };

/** "format": not ranges separated by commas; "rule": ranges the settings refuse, with the schema's words. */
export type WeekHoursProblem = { day: Weekday; problem: "format" } | { day: Weekday; problem: "rule"; message: string };

/** "07:00–12:00, 16:00–21:00"; "" for a day without hours. */
export const dayHoursText = (ranges: readonly TimeRange[]) => ranges.map((range) => `${range.from}–${range.to}`).join(", ");

export function weekHoursText(hours: Record<Weekday, readonly TimeRange[]>): Record<Weekday, string> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursText(hours[day])])) as Record<Weekday, string>;
}

/** One range: two times joined by a hyphen or a dash, spaces allowed around it. */
const RANGE = /^(.+?)\s*[-–—]\s*(.+)$/;

function readDay(day: Weekday, typed: string): { ok: true; ranges: TimeRange[] } | { ok: false; problem: WeekHoursProblem } {
  const parts = typed
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return { ok: false, problem: { day, problem: "format" } };
    ranges.push({ from: match[1]!, to: match[2]! });
  }
  const checked = dayHoursSchema.safeParse(ranges);
  if (!checked.success) return { ok: false, problem: { day, problem: "rule", message: checked.error.issues[0]!.message } };
  return { ok: true, ranges: checked.data.toSorted((a, b) => a.from.localeCompare(b.from)) };
}

/** Every weekday read; the problems of all days at once, so the form shows each beside its field. */
export function readWeekHours(typed: Record<Weekday, string>): { ok: true; hours: Record<Weekday, TimeRange[]> } | { ok: false; problems: WeekHoursProblem[] } {
  const hours = {} as Record<Weekday, TimeRange[]>;
  const problems: WeekHoursProblem[] = [];
  for (const day of WEEKDAYS) {
    const read = readDay(day, typed[day].slice(0, 200));
    if (read.ok) hours[day] = read.ranges;
    else problems.push(read.problem);
  }
  return problems.length ? { ok: false, problems } : { ok: true, hours };
}
