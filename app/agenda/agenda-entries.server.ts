// One entry of the trainer's agenda as the page shows it: a booking with
// what it needs besides its row (its package, its series' later sessions,
// the times to move it to), a block, a private busy time; and where each
// lies in its day, for the week grid.
import type { Temporal } from "temporal-polyfill";
import type { Booking } from "~/db/database.server";
import type { BookingSettings } from "~content/booking-schema";
import { freeSlotsByDay, type Calendar } from "~/scheduling";
import { formatClock, formatDay, formatTimeRange, minutesOf, warsawBoundary, warsawDate } from "~/scheduling";
import { ruleConflicts, RULE_CONFLICT_LABELS } from "~/scheduling";
import { nearestSlots } from "~/scheduling/index.server";
import { awaitingPayment, freedUnpaid, serviceOfBooking } from "~/bookings/index.server";
import { alternativeChoices } from "~/bookings/index.server";
import type { TimeChoice } from "~/bookings";
import { type CoveringLine, lineFor, packagePays, type PackageLine } from "~/packages/index.server";
import { bookingPayment, type PaymentState } from "~/payments";
import type { SalePayment } from "~/ledger";
import { paidFromPackage } from "~/payments/index.server";
import { reminderMark, type ReminderMark, type SentReminders } from "~/agenda/reminder-marks.server";

const DAY_MINUTES = 24 * 60;

/** Minutes from the Warsaw midnight of `day` to an instant: 0 for one before it, a full day for one after it. */
function minuteOfDay(instant: string, day: Temporal.PlainDate): number {
  const date = warsawDate(Date.parse(instant));
  const order = date.toString().localeCompare(day.toString());
  return order < 0 ? 0 : order > 0 ? DAY_MINUTES : minutesOf(formatClock(instant));
}

/** The part of `day` from `start` to `end`: a stretch over midnight is cut at it. */
export function daySpan(start: string, end: string, day: Temporal.PlainDate): DaySpan {
  return { from: minuteOfDay(start, day), to: minuteOfDay(end, day) };
}

/** Where an entry lies in the day it is shown on, in minutes from midnight (Warsaw): the week grid's rows. */
export type DaySpan = { from: number; to: number };
type Spanned = { span: DaySpan };

export type AgendaBooking = {
  kind: "booking";
  id: number;
  version: number;
  time: string;
  day?: string;
  service: string;
  place: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  status: Booking["status"];
  past: boolean;
  /** "poza godzinami pracy", "usługa wycofana": later settings left it outside the rules. */
  conflicts: string[];
  /** For a booking outside the rules: the nearest free times to move it to. */
  moveTo: TimeChoice[];
  /** The client's package: "Pakiet 8 treningów: zostało 5 z 8, ważny do 14 stycznia", and 5 of 8. */
  package: PackageLine | null;
  /** The client's card, one tap away; null for a booking not yet linked to one. */
  clientId: number | null;
  /** An occurrence of a weekly series: it and the later ones ("ten i następne"), counted; 0 otherwise. */
  following: number;
  /** Its Warsaw date, start and end, for the move form's fields and a block of its hours. */
  date: string;
  clock: string;
  endClock: string;
  /** Made online, or cancelled or moved by the client, since the trainer last opened the agenda. */
  fresh?: boolean;
  /** Do zapłaty, opłacone (how, how much) or nothing to pay (from a package, free, cancelled). */
  payment: PaymentState;
  /** Reminded from the trainer's phone, or by the site's e-mail or push; null when not (yet). */
  reminded: ReminderMark | null;
  /** A coming session of a client whose health questionnaire has a "Tak" to a risk question: "przed treningiem: zgoda lekarza". */
  doctorNote: boolean;
  /** Booked with payment online (issue 81): still waiting for it, or freed when it never came; null otherwise. */
  paymentHold: "waiting" | "lapsed" | null;
} & Spanned;

/** A busy stretch of the trainer's private calendar: its title only when the trainer chose to see titles. */
export type AgendaPrivateBusy = { kind: "private"; id: number; time: string; title: string } & Spanned;

export type AgendaBlock = { kind: "block"; id: number; time: string; note: string } & Spanned;

/** A group session (app/groups): one entry, "Zdrowy kręgosłup 3/6" with its participants' names, opening its own page. */
export type AgendaGroup = {
  kind: "group";
  id: number;
  time: string;
  clock: string;
  title: string;
  taken: number;
  seats: number;
  names: string[];
  status: "open" | "cancelled";
} & Spanned;

export type AgendaEntry = AgendaBooking | AgendaBlock | AgendaPrivateBusy | AgendaGroup;

/** A free time of the day, a tap away from booking it: the instant, "18:00", and its minute of the day. */
export type FreeTime = { start: string; label: string; minute: number };

/** The calendar as it is to `booking` when it moves: its own time free (what calendarFrom's `except` reads from the database). */
function calendarWithout(calendar: Calendar, booking: Booking): Calendar {
  const start = Date.parse(booking.starts_at);
  const end = Date.parse(booking.claimed_until);
  const stretch = calendar.occupied.findIndex((one) => one.start === start && one.end === end);
  const session = calendar.sessionStarts.indexOf(start);
  return {
    occupied: calendar.occupied.filter((_, index) => index !== stretch),
    sessionStarts: calendar.sessionStarts.filter((_, index) => index !== session),
  };
}

/** What an entry shows besides its own row, read once for all of the page's bookings. */
export type EntryContext = {
  settings: BookingSettings;
  now: Date;
  calendar: Calendar;
  packages: Map<number, CoveringLine[]>;
  following: Map<number, number>;
  /** The bookings a package's session paid for. */
  fromPackage: Set<number>;
  /** The bookings a gift voucher paid for. */
  byVoucher: Set<number>;
  /** The ledger's payment of each booking paid. */
  payments: Map<number, SalePayment>;
  /** The reminders the site sent, by booking. */
  sent: SentReminders;
  /** The clients whose health questionnaire asks for a doctor's word first. */
  needsDoctor: Set<number>;
};

/** Whether a session is still ahead and confirmed: only such a one can be moved, or have later ones to count. */
export const isAhead = (booking: Booking, now: Date) => booking.status === "confirmed" && Date.parse(booking.starts_at) > now.getTime();

export function agendaBooking(
  booking: Booking,
  { settings, now, calendar, packages, following, fromPackage, byVoucher, payments, sent, needsDoctor }: EntryContext,
  withDay = false,
): AgendaBooking {
  const ahead = isAhead(booking, now);
  const start = Date.parse(booking.starts_at);
  const conflicts = ahead && !booking.kept_outside_rules_at ? ruleConflicts(settings, booking) : [];
  // From the start of the booking's own day: the same day's other hours, else the days after it.
  const moveTo = conflicts.length
    ? alternativeChoices(
        nearestSlots(freeSlotsByDay(settings, serviceOfBooking(booking, settings), now, calendarWithout(calendar, booking)), start, {
          notBefore: warsawBoundary(warsawDate(start), 0),
        }),
      )
    : [];
  return {
    kind: "booking",
    id: booking.id,
    version: booking.sequence,
    time: formatTimeRange(booking.starts_at, booking.ends_at),
    ...(withDay ? { day: formatDay(warsawDate(start), false) } : {}),
    service: booking.service_name,
    place: booking.place,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    notes: booking.notes,
    status: booking.status,
    past: start <= now.getTime(),
    conflicts: conflicts.map((conflict) => RULE_CONFLICT_LABELS[conflict]),
    moveTo,
    // Beside a session only a package that pays for its service.
    package: booking.client_id === null ? null : (lineFor(packages.get(booking.client_id), booking.service_slug) ?? null),
    clientId: booking.client_id,
    following: booking.series_id !== null && ahead ? following.get(booking.id)! : 0,
    date: warsawDate(start).toString(),
    clock: formatClock(booking.starts_at),
    endClock: formatClock(booking.ends_at),
    span: daySpan(booking.starts_at, booking.ends_at, warsawDate(start)),
    payment: bookingPayment(
      booking,
      payments.get(booking.id),
      paidFromPackage(booking, fromPackage, booking.client_id !== null && packagePays(packages.get(booking.client_id), booking.service_slug)),
      byVoucher.has(booking.id),
    ),
    reminded: reminderMark(booking, sent),
    doctorNote: ahead && booking.client_id !== null && needsDoctor.has(booking.client_id),
    paymentHold: awaitingPayment(booking) ? "waiting" : freedUnpaid(booking) ? "lapsed" : null,
  };
}
