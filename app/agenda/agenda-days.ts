// What kind of day each date of the agenda is, in the trainer's words: closed
// (a day off, a public holiday, a weekday without hours) or open at hours of
// its own; and a week closed from end to end. The same rules as free times
// (dayRule), so the agenda never says "closed" where a visitor can book.
import { Temporal } from "temporal-polyfill";
import { WEEKDAYS, type BookingSettings, type TimeRange } from "~content/booking-schema";
import { dayRule } from "~/scheduling";
import { holidayOn } from "~/scheduling";
import { formatDateRange, parseDate } from "~/scheduling";
import { closedWeek, dayOffText, daysOffText, holidayText, notWorkingOn, openOnHoliday, otherHoursText } from "~/agenda/agenda-days.messages";

export type DayStatus = {
  /** "Dzień wolny: urlop", "Święto: Boże Narodzenie", "Nie pracujesz w niedziele"; null on a working day. */
  closed: string | null;
  /** "Inne godziny: 10:00–14:00 (Wigilia)" when an exception sets hours other than the week's. */
  otherHours: string | null;
};

const hoursText = (hours: TimeRange[]) => hours.map((range) => `${range.from}–${range.to}`).join(", ");

export function dayStatus(settings: BookingSettings, date: Temporal.PlainDate): DayStatus {
  const rule = dayRule(settings, date);
  if (rule.kind === "holiday") return { closed: holidayText(rule.name), otherHours: null };
  if (rule.kind === "week") return { closed: settings.weeklyHours[rule.weekday].length ? null : notWorkingOn(rule.weekday), otherHours: null };
  const { hours, note } = rule.exception;
  if (!hours.length) return { closed: dayOffText(note), otherHours: null };
  const holiday = holidayOn(date);
  if (holiday) return { closed: null, otherHours: openOnHoliday({ holiday, hours: hoursText(hours), note }) };
  const usual = settings.weeklyHours[WEEKDAYS[date.dayOfWeek - 1]!];
  return { closed: null, otherHours: hoursText(hours) === hoursText(usual) ? null : otherHoursText({ hours: hoursText(hours), note }) };
}

/**
 * "Cały tydzień wolny (urlop: 21 grudnia 2026 – 3 stycznia 2027)" when no day
 * from `first` to `last` is open, naming the days off that cover the week;
 * null when the trainer works on any of them.
 */
export function closedWeekText(settings: BookingSettings, first: Temporal.PlainDate, last: Temporal.PlainDate): string | null {
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    if (!dayStatus(settings, date).closed) return null;
  }
  const daysOff = settings.exceptions
    .filter((exception) => !exception.hours.length && exception.from <= last.toString() && first.toString() <= exception.to)
    .map((exception) => {
      const [from, to] = [parseDate(exception.from), parseDate(exception.to)];
      return daysOffText({ note: exception.note, range: from && to ? formatDateRange(from, to) : null });
    });
  return closedWeek(daysOff);
}
