// Working hours and days off, set from the calendar (/admin/kalendarz/godziny)
// rather than the content editor: a day off from one date, an exception
// removed, the week's hours typed as "7:00–12:00, 16:00–21:00". They live in
// the booking section of the content, so each change publishes that section
// with its history (and "Przywróć" there undoes it).
import type { Kysely } from "kysely";
import { WEEKDAYS, type Weekday } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { parseDate, warsawDate } from "~/scheduling";
import { readDate } from "~/lib/typed-values";
import { listChanges, summarizeChanges } from "~/site-content";
import { latestRevision, publishContent, revisionDocument } from "~/site-content/index.server";
import { dayHoursText, readWeekHours, weekHoursText } from "~/agenda/working-hours-text";
import { datesText } from "~/agenda/working-hours.messages";
import type { ExceptionView } from "~/agenda/working-hours-forms";
import type { WorkingHoursOutcome } from "~/agenda/working-hours-outcome";

type BookingDocument = ReturnType<typeof revisionDocument<"booking">>;
type Change = (current: BookingDocument) => BookingDocument | WorkingHoursOutcome;
/** Who the change is by in the content's history ("trenerka (kalendarz)"): the route names the trainer. */
type Author = string;

/**
 * Applies `change` to the booking section as published at `baseVersion` (the
 * latest when none is given) and publishes the result; a section published
 * since then answers "stale" and writes nothing.
 */
async function publishBooking(
  db: Kysely<Database>,
  author: Author,
  change: Change,
  success: WorkingHoursOutcome,
  baseVersion?: number,
): Promise<WorkingHoursOutcome> {
  const outcome = await publishOnce(db, author, change, success, baseVersion);
  // A change made to the latest version (a day off added or removed) is made again on the one published meanwhile.
  if (outcome.kind === "stale" && baseVersion === undefined) return publishOnce(db, author, change, success);
  return outcome;
}

async function publishOnce(
  db: Kysely<Database>,
  author: Author,
  change: Change,
  success: WorkingHoursOutcome,
  baseVersion?: number,
): Promise<WorkingHoursOutcome> {
  const revision = await latestRevision(db, "booking");
  if (!revision) return { kind: "not-published", problem: "" };
  if (baseVersion !== undefined && baseVersion !== revision.version) return { kind: "stale" };
  const current = revisionDocument("booking", revision);
  const next = change(current);
  if ("kind" in next) return next;
  const changes = listChanges("booking", current, next);
  if (changes.length === 0) return { kind: "unchanged" };
  const published = await publishContent(db, {
    section: "booking",
    baseVersion: revision.version,
    document: next,
    summary: summarizeChanges(changes),
    author,
  });
  if (!published.ok) return published.reason === "stale" ? { kind: "stale" } : { kind: "not-published", problem: published.message };
  return success;
}

/** What the page shows: the week's hours as lines to edit, and the exceptions not yet over, in date order. */
export async function workingHoursView(db: Kysely<Database>, now: Date) {
  const revision = await latestRevision(db, "booking");
  if (!revision) throw new Error("the booking settings are not in the database");
  const { weeklyHours, exceptions } = revisionDocument("booking", revision);
  const today = warsawDate(now).toString();
  const coming: ExceptionView[] = exceptions
    .filter((exception) => exception.to >= today)
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map((exception) => ({
      from: exception.from,
      to: exception.to,
      dates: datesText(exception.from, exception.to),
      hours: dayHoursText(exception.hours),
      note: exception.note,
    }));
  return { today, version: revision.version, hours: weekHoursText(weeklyHours), exceptions: coming };
}

export type DayOffRequest = { from: string; to: string; note: string };

/** A day off (or days, when `to` is given and later): closed for bookings, with the reason the agenda shows. */
export async function addDayOff(db: Kysely<Database>, request: DayOffRequest, now: Date, author: Author): Promise<WorkingHoursOutcome> {
  const from = parseDate(readDate(request.from));
  if (!from) return { kind: "bad-date", field: "from" };
  const to = request.to.trim() ? parseDate(readDate(request.to)) : from;
  if (!to) return { kind: "bad-date", field: "to" };
  if (from.toString() < warsawDate(now).toString()) return { kind: "past-date" };
  if (to.toString() < from.toString()) return { kind: "end-before-start" };
  const dayOff = { from: from.toString(), to: to.toString(), hours: [], note: request.note.trim().slice(0, 120) };
  const add: Change = (current) =>
    current.exceptions.some((one) => one.from === dayOff.from && one.to === dayOff.to && one.hours.length === 0 && one.note === dayOff.note)
      ? { kind: "unchanged" }
      : { ...current, exceptions: [...current.exceptions, dayOff].sort((a, b) => a.from.localeCompare(b.from)) };
  return publishBooking(db, author, add, { kind: "day-off-added", from: dayOff.from, to: dayOff.to });
}

/** Removes the exception over exactly these dates (a day off or other hours). */
export async function removeException(db: Kysely<Database>, from: string, to: string, author: Author): Promise<WorkingHoursOutcome> {
  const remove: Change = (current) => {
    const index = current.exceptions.findIndex((one) => one.from === from && one.to === to);
    return index < 0 ? { kind: "no-such-exception" } : { ...current, exceptions: current.exceptions.toSpliced(index, 1) };
  };
  return publishBooking(db, author, remove, { kind: "exception-removed", from, to });
}

/**
 * The week's hours from one field a weekday, against the version the form was
 * made from: the form shows the whole week, so a change made elsewhere since
 * would otherwise be overwritten.
 */
export async function saveWeekHours(db: Kysely<Database>, typed: Record<Weekday, string>, baseVersion: number, author: Author): Promise<WorkingHoursOutcome> {
  const read = readWeekHours(typed);
  if (!read.ok) return { kind: "bad-hours", problems: read.problems };
  let days: Weekday[] = [];
  const save: Change = (current) => {
    days = WEEKDAYS.filter((day) => JSON.stringify(current.weeklyHours[day]) !== JSON.stringify(read.hours[day]));
    return { ...current, weeklyHours: read.hours };
  };
  const outcome = await publishBooking(db, author, save, { kind: "hours-saved", days: [] }, baseVersion);
  return outcome.kind === "hours-saved" ? { kind: "hours-saved", days } : outcome;
}
