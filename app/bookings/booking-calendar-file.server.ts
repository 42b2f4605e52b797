// Calendar files (.ics) of bookings: the visitor's "Dodaj do kalendarza",
// the mails' attachments and the trainer's feed, all written by one writer
// (app/lib/ics-writer.ts, decision 023). Times are written in UTC (…Z):
// every calendar shows them at the right local time without a VTIMEZONE,
// across the clock changes too.
import { setImmediate as nextTurn } from "node:timers/promises";
import { href } from "react-router";
import type { Booking } from "~/db/database.server";
import { priceLabel } from "~/bookings/booking-places";
import { warsawDate } from "~/scheduling";
import { icsDateTime, icsLines, icsParameter, icsText } from "~/lib/ics-writer";
import { headerSafe, isPlainAddress } from "~/notifications";
import type { SiteContent } from "~/site-content";
import {
  CALENDAR_PRODUCT,
  feedCalendarName,
  minimalDescription,
  OUTCOME_SUFFIX,
  trainerDescription,
  visitorDescription,
} from "~/bookings/booking-calendar.messages";

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

/** PUBLISH adds or updates events; CANCEL removes them (RFC 5546). */
export type CalendarMethod = "PUBLISH" | "CANCEL";

export type BookingEventOptions = {
  view: CalendarView;
  /** The site's content the files name: the trainer, the business's phone and address. */
  site: Pick<SiteContent, "business" | "trainer">;
  /** SITE_URL: its pages are the links. */
  siteUrl: string;
  /** The host part of every UID, fixed when the first was made (calendar-uid-host.server.ts). */
  uidHost: string;
  /** Each booking's own page (/rezerwacja/<token>), for the visitor's view. */
  manageUrl?: (booking: BookingForCalendar) => string;
  /** The event's organizer; the trainer at the published e-mail by default. */
  organizer?: { name: string; email: string };
  /** DTSTAMP; now by default. */
  now?: Date;
  /** The trainer's copy: "minimal" as the feed is unless the trainer chose the full one, so that their calendar gets the same either way; full when not given. */
  details?: FeedDetails;
};

/**
 * The trainer's feed: minimal unless the trainer chose the full one (the
 * privacy policy then says so). A client's own feed (/moje-treningi) is the
 * visitor's copy of each of their bookings, with its own page as the link.
 */
export type CalendarFeedOptions = Pick<BookingEventOptions, "site" | "siteUrl" | "uidHost" | "organizer" | "now" | "details" | "manageUrl"> & {
  view?: CalendarView;
};

/** Calendars ask again this often (REFRESH-INTERVAL, X-PUBLISHED-TTL); many take their own time. */
const FEED_REFRESH = "PT15M";

/** Events rendered between two turns of the event loop: other requests wait for no more than this many. */
const EVENTS_PER_TURN = 250;

/** The same for every version of a booking (moved, cancelled), so calendars update their one event. */
export function bookingUid(bookingId: number, uidHost: string): string {
  return `booking-${bookingId}@${uidHost}`;
}

/** A cancelled booking's file cancels it; any other publishes it. */
export function calendarMethod(booking: Pick<BookingForCalendar, "status">): CalendarMethod {
  return booking.status === "cancelled" ? "CANCEL" : "PUBLISH";
}

/** The Content-Type of a file with this METHOD: the same method= (RFC 6047 §2.4). */
export function calendarContentType(method: CalendarMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

function calendarHead(siteUrl: string, method: CalendarMethod | null): string[] {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${new URL(siteUrl).host}//${CALENDAR_PRODUCT}//PL`, ...(method ? [`METHOD:${method}`] : [])];
}

/** The session's day in the agenda: the link of the trainer's copy. */
const agendaLink = (booking: BookingForCalendar, siteUrl: string) =>
  `${siteUrl}${href("/admin/kalendarz")}?od=${warsawDate(Date.parse(booking.starts_at)).toString()}`;

function describe(booking: BookingForCalendar, { view, siteUrl, site }: BookingEventOptions, manageUrl: string | null): string {
  const { business } = site;
  if (view === "visitor") {
    return visitorDescription({ cancelled: booking.status === "cancelled", manageUrl, phone: business.phone, email: business.email });
  }
  return trainerDescription({
    name: headerSafe(booking.name),
    phone: booking.phone,
    email: booking.email,
    price: priceLabel(booking.price),
    notes: booking.notes,
    agendaLink: agendaLink(booking, siteUrl),
  });
}

/** The first word of a name as the client typed it: the minimal feed's "Anna". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** What an event says besides its identity and times; `attendee` only in a cancellation, with the name or without it. */
type EventText = { who: string; description: string; url: string | null; attendee: { name: string | null } | null };

/** One VEVENT: which event, when, what and with whom, where, from whom, whether it stands, and its own link. */
function eventLines(booking: BookingForCalendar, options: CalendarFeedOptions, text: EventText): string[] {
  const { trainer, business } = options.site;
  const organizer = options.organizer ?? { name: trainer.name, email: business.email };
  const attendee = text.attendee && isPlainAddress(booking.email) ? text.attendee : null;
  return [
    "BEGIN:VEVENT",
    `UID:${bookingUid(booking.id, options.uidHost)}`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTAMP:${icsDateTime(options.now ?? new Date())}`,
    `DTSTART:${icsDateTime(booking.starts_at)}`,
    `DTEND:${icsDateTime(booking.ends_at)}`,
    `SUMMARY:${icsText(`${headerSafe(booking.service_name)} — ${text.who}${OUTCOME_SUFFIX[booking.status] ?? ""}`)}`,
    `LOCATION:${icsText(booking.place)}`,
    `DESCRIPTION:${icsText(text.description)}`,
    `ORGANIZER;CN=${icsParameter(headerSafe(organizer.name))}:mailto:${organizer.email}`,
    // RFC 5546 wants a cancellation to name who is no longer expected.
    ...(attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT${attendee.name ? `;CN=${icsParameter(attendee.name)}` : ""}:mailto:${booking.email}`] : []),
    ...(text.url ? [`URL;VALUE=URI:${text.url}`] : []),
    `STATUS:${booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** An event of the minimal feed: what, where and whose first name; the details are a sign-in away, in the agenda. */
function minimalEvent(booking: BookingForCalendar, options: CalendarFeedOptions): string[] {
  const agenda = agendaLink(booking, options.siteUrl);
  return eventLines(booking, options, {
    who: headerSafe(firstName(booking.name)),
    description: minimalDescription(agenda),
    url: agenda,
    attendee: null,
  });
}

/** The visitor's or the trainer's copy; in a file of METHOD:CANCEL, with the client as its attendee (unnamed in the visitor's copy: the name is what the visitor typed). */
function fullEvent(booking: BookingForCalendar, options: BookingEventOptions, inCancel: boolean): string[] {
  if (options.view === "trainer" && options.details === "minimal") return minimalEvent(booking, options);
  const visitor = options.view === "visitor";
  const manageUrl = visitor && options.manageUrl ? options.manageUrl(booking) : null;
  return eventLines(booking, options, {
    who: visitor ? options.site.trainer.name : headerSafe(booking.name),
    description: describe(booking, options, manageUrl),
    url: visitor ? manageUrl : agendaLink(booking, options.siteUrl),
    attendee: inCancel ? { name: visitor ? null : headerSafe(booking.name) } : null,
  });
}

/**
 * The .ics of one booking: METHOD:PUBLISH, or METHOD:CANCEL with
 * STATUS:CANCELLED once cancelled, so that calendars remove the event.
 */
export function bookingEvent(booking: BookingForCalendar, options: BookingEventOptions): string {
  const method = calendarMethod(booking);
  return icsLines([...calendarHead(options.siteUrl, method), ...fullEvent(booking, options, method === "CANCEL"), "END:VCALENDAR"]);
}

/**
 * The files about several bookings of one state (a weekly series made, moved
 * or cancelled from one date on): one file publishing them all, or one
 * cancellation per booking, as RFC 5546 has a CANCEL name one UID.
 */
export function bookingEvents(bookings: readonly BookingForCalendar[], options: BookingEventOptions): string[] {
  if (bookings.length === 0) return [];
  if (calendarMethod(bookings[0]!) === "CANCEL") return bookings.map((booking) => bookingEvent(booking, options));
  return [icsLines([...calendarHead(options.siteUrl, "PUBLISH"), ...bookings.flatMap((booking) => fullEvent(booking, options, false)), "END:VCALENDAR"])];
}

/**
 * A subscribed calendar: every booking given, minimal or in the trainer's
 * view (the trainer's feed) or in the visitor's (a client's own), with no METHOD (a subscription, not a message) and no
 * attendee. Rendered a few hundred events at a time, letting other requests
 * in between.
 */
export async function calendarFeed(bookings: readonly BookingForCalendar[], feed: CalendarFeedOptions): Promise<string> {
  const options = { ...feed, now: feed.now ?? new Date() };
  const copy = { ...options, view: options.view ?? "trainer" };
  const name = icsText(feedCalendarName(options.site.business.name));
  let text = icsLines([
    ...calendarHead(options.siteUrl, null),
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ]);
  for (let first = 0; first < bookings.length; first += EVENTS_PER_TURN) {
    if (first > 0) await nextTurn();
    const events = bookings
      .slice(first, first + EVENTS_PER_TURN)
      .flatMap((booking) => (copy.view === "visitor" || options.details === "full" ? fullEvent(booking, copy, false) : minimalEvent(booking, options)));
    text += icsLines(events);
  }
  return text + icsLines(["END:VCALENDAR"]);
}
