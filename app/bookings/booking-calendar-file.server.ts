// Calendar files (.ics) of bookings: one event for the visitor's "Dodaj do
// kalendarza" and the mails' attachments, and the trainer's feed of them all.
// Times are written in UTC (…Z): every calendar shows them at the right local
// time without a VTIMEZONE, across the clock changes too.
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus, type ICalCalendar, type ICalEventData } from "ical-generator";
import type { Booking } from "~/db/database.server";
import { priceLabel } from "~/bookings/booking-places";
import { warsawDate } from "~/bookings/warsaw-time";
import { withoutControlCharacters } from "~/lib/control-characters";
import { headerSafe, isPlainAddress } from "~/mail/mail.server";
import { liveSite } from "~/site-content/live-content.server";

/** Whose copy: the client's (with the personal link) or the trainer's (with the client's details). */
export type CalendarView = "visitor" | "trainer";

/**
 * What the trainer's feed tells the calendar it is subscribed in: "minimal",
 * the session, the place and the client's first name (the rest is in the
 * agenda, behind the sign-in); "full", the trainer's copy of each booking.
 */
export type FeedDetails = "minimal" | "full";

/** What a calendar file needs of a booking. */
export type BookingForCalendar = Pick<
  Booking,
  "id" | "service_name" | "place" | "price" | "starts_at" | "ends_at" | "name" | "email" | "phone" | "notes" | "status" | "sequence"
>;

export type BookingEventOptions = {
  view: CalendarView;
  /** SITE_URL: its host makes the UID, its pages the links. */
  siteUrl: string;
  /** The visitor's own page (/rezerwacja/<token>), for the visitor's view. */
  manageUrl?: string;
  /** The event's organizer; the trainer at the published e-mail by default. */
  organizer?: { name: string; email: string };
  /** DTSTAMP; now by default. */
  now?: Date;
  /** The trainer's copy: "minimal" as the feed is unless the trainer chose the full one, so that their calendar gets the same either way; full when not given. */
  details?: FeedDetails;
};

/** Minimal unless the trainer chose the full feed (the privacy policy then says so). */
export type CalendarFeedOptions = Pick<BookingEventOptions, "siteUrl" | "organizer" | "now" | "details">;

/** Calendars ask again this often (REFRESH-INTERVAL, X-PUBLISHED-TTL); many take their own time. */
const FEED_REFRESH_SECONDS = 15 * 60;

/** The same for every version of a booking (moved, cancelled), so calendars update their one event. */
export function bookingUid(bookingId: number, siteUrl: string): string {
  return `booking-${bookingId}@${new URL(siteUrl).host}`;
}

/**
 * A name as a parameter (CN="…"): RFC 5545 §3.2 allows no DQUOTE and no
 * control character in one, and defines no escape, so ical-generator's \" lets
 * a quote in a name end the value and write parameters (Mozilla's parser then
 * reads another attendee). The backslash goes too: it would be doubled.
 */
function parameterText(value: string): string {
  return headerSafe(value).replaceAll('"', "'").replaceAll("\\", "");
}

function newCalendar(siteUrl: string, method: ICalCalendarMethod): ICalCalendar {
  return ical({ prodId: { company: new URL(siteUrl).host, product: "Rezerwacje", language: "PL" }, method });
}

function describe(booking: BookingForCalendar, view: CalendarView, siteUrl: string, manageUrl: string | undefined): string {
  const { business } = liveSite();
  if (view === "visitor") {
    const lines = booking.status === "cancelled" ? ["Rezerwacja odwołana."] : manageUrl ? [`Zmiana terminu lub odwołanie: ${manageUrl}`] : [];
    return [...lines, `Kontakt: ${business.phone}, ${business.email}`].join("\n");
  }
  return [
    `Osoba: ${headerSafe(booking.name)}`,
    `Telefon: ${booking.phone}`,
    `E-mail: ${booking.email}`,
    `Cena: ${priceLabel(booking.price)}`,
    ...(booking.notes.trim() ? ["Uwagi:", booking.notes.replace(/\r\n?/g, "\n")] : []),
    "",
    `${siteUrl}/admin/kalendarz`,
  ].join("\n");
}

/** The outcome the trainer marked, in the event's title: the event stays in the calendar. */
const OUTCOME_SUFFIX: Partial<Record<BookingForCalendar["status"], string>> = {
  attended: " (odbyła się)",
  no_show: " (nieobecność)",
  cancelled: " (odwołana)",
};

/** The first word of a name as the client typed it: the minimal feed's "Anna". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** What every copy of a booking's event says: which event, when, what and with whom, where, from whom and whether it stands. */
function commonEventData(booking: BookingForCalendar, options: CalendarFeedOptions, who: string): ICalEventData {
  const { trainer, business } = liveSite();
  const { name, email } = options.organizer ?? { name: trainer.name, email: business.email };
  return {
    id: bookingUid(booking.id, options.siteUrl),
    sequence: booking.sequence,
    stamp: options.now ?? new Date(),
    start: new Date(booking.starts_at),
    end: new Date(booking.ends_at),
    summary: `${headerSafe(booking.service_name)} — ${who}${OUTCOME_SUFFIX[booking.status] ?? ""}`,
    // Text from older rows, stored before forms dropped control characters.
    location: withoutControlCharacters(booking.place),
    organizer: { name: parameterText(name), email },
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** An event of the minimal feed: what, where and whose first name; the details are a sign-in away, in the agenda. */
function minimalEventData(booking: BookingForCalendar, options: CalendarFeedOptions): ICalEventData {
  const agenda = `${options.siteUrl}/admin/kalendarz?od=${warsawDate(Date.parse(booking.starts_at)).toString()}`;
  return {
    ...commonEventData(booking, options, headerSafe(firstName(booking.name))),
    description: `Telefon, e-mail i uwagi klienta: ${agenda} (po zalogowaniu)`,
    url: agenda,
  };
}

function eventData(booking: BookingForCalendar, options: BookingEventOptions): ICalEventData {
  const cancelled = booking.status === "cancelled";
  const who = options.view === "visitor" ? liveSite().trainer.name : headerSafe(booking.name);
  return {
    ...commonEventData(booking, options, who),
    description: withoutControlCharacters(describe(booking, options.view, options.siteUrl, options.manageUrl)),
    // RFC 5546 wants a cancellation to name who is no longer expected; the
    // visitor's copy leaves out the name the visitor typed.
    attendees:
      cancelled && isPlainAddress(booking.email)
        ? [{ name: options.view === "trainer" ? parameterText(booking.name) : null, email: booking.email, role: ICalAttendeeRole.REQ }]
        : [],
    url: options.view === "visitor" ? (options.manageUrl ?? null) : `${options.siteUrl}/admin/kalendarz`,
  };
}

/**
 * The .ics of one booking: METHOD:PUBLISH, or METHOD:CANCEL with
 * STATUS:CANCELLED once cancelled, so that calendars remove the event.
 */
export function bookingEvent(booking: BookingForCalendar, options: BookingEventOptions): string {
  return bookingEvents([booking], options);
}

/** The .ics of several bookings of one state (a weekly series made, or cancelled from one date on): one event each. */
export function bookingEvents(bookings: readonly BookingForCalendar[], options: BookingEventOptions): string {
  const calendar = newCalendar(options.siteUrl, bookings[0]?.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  for (const booking of bookings) {
    calendar.createEvent(options.view === "trainer" && options.details === "minimal" ? minimalEventData(booking, options) : eventData(booking, options));
  }
  return calendar.toString();
}

/** The trainer's subscribed calendar: every booking given, minimal or in the trainer's view. */
export function calendarFeed(bookings: readonly BookingForCalendar[], options: CalendarFeedOptions): string {
  const calendar = newCalendar(options.siteUrl, ICalCalendarMethod.PUBLISH);
  calendar.name(`Rezerwacje — ${liveSite().business.name}`);
  calendar.ttl(FEED_REFRESH_SECONDS);
  for (const booking of bookings) {
    calendar.createEvent(options.details === "full" ? eventData(booking, { ...options, view: "trainer" }) : minimalEventData(booking, options));
  }
  return calendar.toString();
}
