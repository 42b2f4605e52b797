// What the agenda says of a day that is not an ordinary working day: closed
// (a weekday without hours, a holiday, a day off), open at other hours, or a
// whole week off.
import type { Weekday } from "~content/booking-schema";
import { onEveryWeekday } from "~/lib/polish-grammar";

/** "Nie pracujesz we wtorki", "Nie pracujesz w środy". */
export const notWorkingOn = (weekday: Weekday) => `Nie pracujesz ${onEveryWeekday(weekday)}`;

/** "Święto: Wielkanoc", but "Święto Pracy" as it is, not "Święto: Święto Pracy". */
export const holidayText = (name: string) => (/święto/i.test(name) ? name : `Święto: ${name}`);

export const dayOffText = (note: string) => (note ? `Dzień wolny: ${note}` : "Dzień wolny");

const withNote = (text: string, note: string) => (note ? `${text} (${note})` : text);

/** "Otwarte mimo święta (Wigilia Bożego Narodzenia): 10:00–14:00". */
export const openOnHoliday = ({ holiday, hours, note }: { holiday: string; hours: string; note: string }) =>
  withNote(`Otwarte mimo święta (${holiday}): ${hours}`, note);

/** "Inne godziny: 10:00–14:00 (szkolenie)". */
export const otherHoursText = ({ hours, note }: { hours: string; note: string }) => withNote(`Inne godziny: ${hours}`, note);

/** A stretch of days off within a closed week, by its note ("urlop: 21 grudnia 2026 – 3 stycznia 2027"). */
export const daysOffText = ({ note, range }: { note: string; range: string | null }) => {
  const what = note || "dni wolne";
  return range === null ? what : `${what}: ${range}`;
};

/** "Cały tydzień wolny (urlop: 21 grudnia 2026 – 3 stycznia 2027)". */
export const closedWeek = (daysOff: string[]) => (daysOff.length ? `Cały tydzień wolny (${daysOff.join("; ")})` : "Cały tydzień wolny");
