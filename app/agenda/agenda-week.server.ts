// The trainer's week (/admin/kalendarz): bookings, blocks and the private
// calendar's busy times by day with the days it is closed and their free
// times, the ended sessions still to mark, the bookings later settings left
// outside the rules, and the packages running out. Read in a fixed number of
// queries whatever the week holds: everything an entry shows (its package,
// its series' later sessions, the times to move it to, whether its client
// was reminded) is read for all entries at once, and the free times come
// from the one calendar read.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import { timestamp, type Database } from "~/db/database.server";
import { freeSlotsOn } from "~/scheduling";
import { agendaBetween, sessionsToMark, type PrivateBusy } from "~/agenda/agenda-queries.server";
import { calendarFrom } from "~/scheduling/index.server";
import { privateCalendar } from "~/private-calendar/index.server";
import { trainerRules } from "~/scheduling/index.server";
import { followingCounts } from "~/series/index.server";
import { formatClock, formatDateRange, formatDay, formatTimeRange, minutesOf, parseDate, warsawDate, warsawInstant } from "~/scheduling";
import { closedWeekText, dayStatus, type DayStatus } from "~/agenda/agenda-days";
import { bookingsOutsideRules } from "~/scheduling/index.server";
import { openPackageNotices, packageLines } from "~/packages/index.server";
import { prepaidBookings } from "~/payments/index.server";
import { clientsNeedingDoctor } from "~/questionnaire/index.server";
import { agendaBooking, daySpan, isAhead, type AgendaBooking, type AgendaEntry, type EntryContext, type FreeTime } from "~/agenda/agenda-entries.server";
import { allDayText } from "~/agenda/agenda.messages";
import { sentReminders } from "~/agenda/reminder-marks.server";
import { groupsBetween } from "~/groups/index.server";
import { groupEntry } from "~/agenda/agenda-groups.server";

export type { AgendaBooking, AgendaEntry, FreeTime } from "~/agenda/agenda-entries.server";

export type AgendaDay = { date: string; title: string; entries: AgendaEntry[]; free: FreeTime[] } & DayStatus;

/** An all-day event, over one day or several. */
function allDay(busy: PrivateBusy): string {
  const first = warsawDate(Date.parse(busy.starts_at));
  const last = warsawDate(Date.parse(busy.ends_at) - 1);
  return allDayText(first.equals(last) ? null : formatDateRange(first, last));
}

export type AgendaWeek = {
  /** The week's Monday, and the Mondays before and after it. */
  first: string;
  previous: string;
  next: string;
  /** The day asked for (today by default): the week is shown from it on. */
  focus: string;
  /** "21–27 grudnia 2026". */
  title: string;
  /** "Cały tydzień wolny (urlop: …)" when no day of the week is open. */
  closed: string | null;
  /** The focus day and the rest of the week after it. */
  days: AgendaDay[];
  /** The service the days' free times are for (the first one), null without any. */
  freeFor: string | null;
  /** The week's days before the focus day ("Wcześniej w tym tygodniu"). */
  earlier: AgendaDay[];
  /** Sessions that ended without an outcome, the latest first, whatever week is shown. */
  toMark: AgendaBooking[];
  outsideRules: AgendaBooking[];
  /** Packages running out, until the trainer sells a new one or closes the notice. */
  packageNotices: { clientId: number; packageId: number; text: string }[];
};

/**
 * Sessions stay under "Do oznaczenia" this long after they end: a month
 * covers a monthly package and a holiday away from the panel; older ones keep
 * the same buttons in their own week, and the list stays short enough to sit
 * above today on a phone.
 */
const TO_MARK_DAYS = 30;

/**
 * The Monday-to-Sunday week of `start` (today when absent or not a real
 * date), each day with its entries in time order and what kind of day it is;
 * the day asked for comes first, the days before it apart.
 */
export async function agendaWeek(db: Kysely<Database>, start: string | null, settings: BookingSettings, now: Date): Promise<AgendaWeek> {
  const asked = parseDate(start);
  const focus = asked ?? warsawDate(now);
  const first = focus.subtract({ days: focus.dayOfWeek - 1 });
  const last = first.add({ days: 6 });
  const from = warsawInstant(first, 0)!;
  const to = warsawInstant(first.add({ days: 7 }), 0)!;
  const since = new Date(now.getTime() - TO_MARK_DAYS * 24 * 3_600_000);
  const [{ bookings, blocks, privateBusy }, groups, privateRow, calendar, toMarkRows, outsideRows, packageNotices] = await Promise.all([
    agendaBetween(db, new Date(from), new Date(to)),
    groupsBetween(db, new Date(from), new Date(to)),
    privateCalendar(db),
    calendarFrom(db, now),
    sessionsToMark(db, since, now),
    bookingsOutsideRules(db, settings, now),
    openPackageNotices(db, now),
  ]);
  const shown = [...bookings, ...toMarkRows, ...outsideRows.map(({ booking }) => booking)];
  const shownIds = shown.map((booking) => booking.id);
  const shownClients = shown.flatMap((booking) => (booking.client_id === null ? [] : [booking.client_id]));
  const [packages, following, { fromPackage, byVoucher, payments }, sent, needsDoctor] = await Promise.all([
    packageLines(db, shownClients, now),
    followingCounts(
      db,
      shown.filter((booking) => booking.series_id !== null && isAhead(booking, now)),
    ),
    prepaidBookings(db, shownIds),
    sentReminders(db, shownIds),
    clientsNeedingDoctor(db, shownClients),
  ]);
  const context: EntryContext = { settings, now, calendar, packages, following, fromPackage, byVoucher, payments, sent, needsDoctor };
  const week: AgendaDay[] = Array.from({ length: 7 }, (_, index) => {
    const date = first.add({ days: index });
    return { date: date.toString(), title: formatDay(date, false), entries: [], free: [], ...dayStatus(settings, date) };
  });
  // The free times of the first service (the usual one), as the trainer may book them (no notice), for the days not yet over.
  const service = settings.services[0];
  if (service) {
    for (const day of week)
      day.free = freeSlotsOn(trainerRules(settings), service, Temporal.PlainDate.from(day.date), now, calendar).map((slot) => ({
        start: new Date(slot.start).toISOString(),
        label: formatClock(slot.start),
        minute: minutesOf(formatClock(slot.start)),
      }));
  }
  const dayOf = (instant: string) => week.find((day) => day.date === warsawDate(new Date(instant)).toString());
  const spanOn = (shownFrom: string, end: string) => daySpan(shownFrom, end, warsawDate(Date.parse(shownFrom)));
  const sortKey = new Map<AgendaEntry, string>();
  for (const booking of bookings) {
    const entry = agendaBooking(booking, context);
    sortKey.set(entry, booking.starts_at);
    dayOf(booking.starts_at)?.entries.push(entry);
  }
  for (const group of groups) {
    const entry = groupEntry(group);
    sortKey.set(entry, group.startsAt);
    dayOf(group.startsAt)?.entries.push(entry);
  }
  const weekStart = timestamp(new Date(from));
  for (const block of blocks) {
    // A block that began before the week shows on its first day.
    const shownFrom = block.starts_at < weekStart ? weekStart : block.starts_at;
    const time = formatTimeRange(block.starts_at, block.ends_at);
    const entry: AgendaEntry = { kind: "block", id: block.id, time, note: block.note, span: spanOn(shownFrom, block.ends_at) };
    sortKey.set(entry, shownFrom);
    dayOf(shownFrom)?.entries.push(entry);
  }
  for (const busy of privateBusy) {
    const shownFrom = busy.starts_at < weekStart ? weekStart : busy.starts_at;
    const time = busy.all_day ? allDay(busy) : formatTimeRange(busy.starts_at, busy.ends_at);
    const title = privateRow?.show_titles ? busy.title : "";
    const entry: AgendaEntry = { kind: "private", id: busy.id, time, title, span: spanOn(shownFrom, busy.ends_at) };
    sortKey.set(entry, shownFrom);
    dayOf(shownFrom)?.entries.push(entry);
  }
  for (const day of week) day.entries.sort((a, b) => sortKey.get(a)!.localeCompare(sortKey.get(b)!));
  const focusIndex = focus.dayOfWeek - 1;
  return {
    first: first.toString(),
    previous: first.subtract({ days: 7 }).toString(),
    next: first.add({ days: 7 }).toString(),
    focus: focus.toString(),
    title: formatDateRange(first, last),
    closed: closedWeekText(settings, first, last),
    freeFor: service?.name ?? null,
    days: week.slice(focusIndex),
    earlier: week.slice(0, focusIndex),
    toMark: toMarkRows.map((booking) => agendaBooking(booking, context, true)),
    outsideRules: outsideRows.map(({ booking }) => agendaBooking(booking, context, true)),
    packageNotices,
  };
}
