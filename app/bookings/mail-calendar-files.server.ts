// The calendar files a booking's mail carries: one publishing the sessions it
// is about, or one cancellation per session (RFC 5546: a CANCEL names one
// UID), each with its Content-Type's method= as its METHOD.
import type { EmailAttachment as Attachment } from "~/notifications";
import type { Booking } from "~/db/database.server";
import type { SiteContent } from "~/site-content";
import { bookingEvents, calendarContentType, calendarMethod, type CalendarView } from "./booking-calendar-file.server";
import { warsawDate } from "~/scheduling";
import { manageBookingUrl } from "./booking-links";
import { calendarFileName } from "./booking-mail.messages";

/** What the files read of the site's content: who and how to reach them, and whether the trainer's copy is full. */
export type CalendarSite = Pick<SiteContent, "business" | "trainer" | "privacy">;

/** What every file of one mail shares: the site, the UIDs' host, each booking's own page, DTSTAMP. */
export type MailCalendar = { site: CalendarSite; siteUrl: string; uidHost: string; manageUrlOf: (booking: Booking) => string; now: Date };

/** What the files of a mail about `booking` share; `groupTokens` gives the other sessions' pages (a series' mail). */
export function mailCalendar(
  booking: Booking,
  mail: { site: CalendarSite; siteUrl: string; token: string; groupTokens?: ReadonlyMap<number, string>; uidHost: string; now: Date },
): MailCalendar {
  const manageUrlOf = (session: Booking) => {
    const token = session.id === booking.id ? mail.token : mail.groupTokens?.get(session.id);
    if (token === undefined) throw new Error(`no link for booking #${session.id} of the group`);
    return manageBookingUrl(mail.siteUrl, token);
  };
  return { site: mail.site, siteUrl: mail.siteUrl, uidHost: mail.uidHost, manageUrlOf, now: mail.now };
}

/** The files about `bookings` (one state, time order), named rezerwacja.ics, or by their dates when there are several. */
export function calendarAttachments(bookings: Booking[], view: CalendarView, calendar: MailCalendar): Attachment[] {
  const files = bookingEvents(bookings, {
    view,
    site: calendar.site,
    siteUrl: calendar.siteUrl,
    uidHost: calendar.uidHost,
    manageUrl: (booking) => calendar.manageUrlOf(booking as Booking),
    now: calendar.now,
    details: calendar.site.privacy.calendarFeedFull ? "full" : "minimal",
  });
  const contentType = calendarContentType(calendarMethod(bookings[0]!));
  return files.map((content, index) => ({
    filename: calendarFileName(files.length === 1 ? null : warsawDate(Date.parse(bookings[index]!.starts_at)).toString()),
    content,
    contentType,
  }));
}
