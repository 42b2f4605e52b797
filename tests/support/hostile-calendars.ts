// Calendars that attack the private calendar's reader, and an honest one that
// is merely large: what the issue reproduced, written out for the tests that
// serve them (unit tests and a real server process).

const utc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const calendar = (...lines: string[]) => wrap(lines);
const wrap = (lines: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Hostile//EN\r\n${lines.join("\r\n")}\r\nEND:VCALENDAR\r\n`;

/** An event of an hour at `start`, with extra lines. */
const event = (uid: string, title: string, start: number, ...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "DTSTAMP:20260101T000000Z",
  `DTSTART:${utc(start)}`,
  `DTEND:${utc(start + 3_600_000)}`,
  `SUMMARY:${title}`,
  ...lines,
  "END:VEVENT",
];

/** The 322-byte zone whose rule changes every second (it froze the server), an event in it, and an honest event beside. */
export function secondlyZone(now: number): string {
  return calendar(
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Warsaw",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "RRULE:FREQ=SECONDLY",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0100",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:strefa@example.com",
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Europe/Warsaw:${utc(now + 2 * 86_400_000).slice(0, 9)}100000`,
    "DURATION:PT1H",
    "SUMMARY:W strefie",
    "END:VEVENT",
    ...event("obok@example.com", "Obok", now + 3 * 86_400_000),
  );
}

/** One event with `count` RDATE lines (60 000 froze every page for a minute). */
export function manyDates(now: number, count = 60_000): string {
  const dates = Array.from({ length: count }, (_, index) => `RDATE:${utc(now + index * 3_600_000)}`);
  return wrap([...event("daty@example.com", "Tysiące dat", now), ...event("zwykle@example.com", "Zwykłe", now + 86_400_000)]).replace(
    "SUMMARY:Tysiące dat",
    `SUMMARY:Tysiące dat\r\n${dates.join("\r\n")}`,
  );
}

/** A daily event that starts in year 0, and one with a rule repeating every second. */
export function fromYearZero(now: number): string {
  // Half a day away from `now`'s time of day: the reader's window (a day
  // back, 400 ahead) then holds 401 of the daily hours, not 402 when the
  // window's edges fall inside one.
  const startOfDay = Date.UTC(2000, 0, 1) + ((now + 12 * 3_600_000) % 86_400_000);
  const inYearZero = (instant: number) => utc(instant).replace(/^2000/, "0000");
  return calendar(
    "BEGIN:VEVENT",
    "UID:rok-zero@example.com",
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${inYearZero(startOfDay)}`,
    `DTEND:${inYearZero(startOfDay + 3_600_000)}`,
    "RRULE:FREQ=DAILY",
    "SUMMARY:Od roku zero",
    "END:VEVENT",
    ...event("joga@example.com", "Joga", now, "RRULE:FREQ=SECONDLY"),
  );
}

/** BEGIN: lines nested `depth` deep. */
export function deepNesting(depth = 50_000): string {
  return wrap(["BEGIN:VEVENT".repeat(1) + "\r\nBEGIN:VEVENT".repeat(depth - 1), "END:VEVENT" + "\r\nEND:VEVENT".repeat(depth - 1)]);
}

/** Monday 7:00 UTC of the week of `now`. */
function weekStart(now: number): number {
  const day = new Date(now);
  day.setUTCHours(7, 0, 0, 0);
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
}

/**
 * Ten years of weekly events (30 series, each with some occurrences moved and
 * some excluded), ten years of one-off meetings and, tomorrow, one
 * appointment: honest, and about 0.8 MB.
 */
export function tenYears(now: number): { text: string; appointment: { start: number; end: number } } {
  const first = weekStart(now) - 10 * 365 * 86_400_000;
  const lines: string[] = [];
  for (let series = 0; series < 30; series += 1) {
    const start = first + series * 3_600_000 * 5;
    const uid = `seria-${series}@example.com`;
    const excluded = Array.from({ length: 40 }, (_, index) => `EXDATE:${utc(start + (index * 13 + series) * 7 * 86_400_000)}`);
    lines.push(...event(uid, `Seria ${series}`, start, "RRULE:FREQ=WEEKLY", ...excluded));
    for (let moved = 0; moved < 40; moved += 1) {
      const original = start + (Math.round(moved * 13.5) + 5) * 7 * 86_400_000;
      lines.push(...event(uid, `Seria ${series} (przełożona)`, original + 86_400_000, `RECURRENCE-ID:${utc(original)}`));
    }
  }
  // Ten years of one-off history, as a calendar used daily holds.
  for (let day = 0; day < 3650; day += 1) lines.push(...event(`dzien-${day}@example.com`, `Spotkanie ${day}`, first + day * 86_400_000 + 4 * 3_600_000));
  // Tomorrow, on the hour: within the copy's window whatever day the test runs.
  const tomorrow = Math.ceil(now / 3_600_000) * 3_600_000 + 86_400_000;
  const appointment = { start: tomorrow, end: tomorrow + 3_600_000 };
  lines.push(...event("wizyta@example.com", "Wizyta w tym tygodniu", appointment.start));
  return { text: wrap(lines), appointment };
}
