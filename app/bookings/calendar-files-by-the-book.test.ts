// Every calendar file a mail or the download carries, checked against the
// rules of RFC 5545/5546 the issue lists (tests/support/calendar-rules.ts);
// the feed's are in calendar-feed.server.test.ts.
import type { EmailMessage as SendMailOptions } from "~/notifications/channels/email-format";
import { describe, expect, it } from "vitest";
import type { Booking } from "~/db/database.server";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { expectByTheBook } from "../../tests/support/calendar-rules";
import { bookingEvent, calendarContentType, calendarMethod } from "./booking-calendar-file.server";
import { composeBookingMail, type BookingMailKind } from "./booking-mail.server";
import { PUBLISHED } from "../../tests/support/published-content";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const uidHost = "trener.example";
const now = new Date("2027-03-01T17:00:00.000Z");
const token = (booking: Booking) => `${booking.id}-token`;
const page = (booking: Booking) => `https://trener.example/rezerwacja/${token(booking)}`;
const agenda = (booking: Booking) => `https://trener.example/admin/kalendarz?od=${booking.starts_at.slice(0, 10)}`;
const uid = (booking: Booking) => `booking-${booking.id}@trener.example`;

const WEEK = 7 * 24 * 60 * 60_000;
/** Three sessions of a weekly series, a week apart. */
function series(changes: Partial<Booking>): Booking[] {
  return [0, 1, 2].map((week) => {
    const start = Date.parse("2027-03-02T17:00:00.000Z") + week * WEEK;
    return sampleBooking({
      id: 7 + week,
      series_id: 1,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 3_600_000).toISOString(),
      ...changes,
    });
  });
}

function mailOf(kind: BookingMailKind, group: Booking[]): SendMailOptions {
  const [booking] = group;
  return composeBookingMail(kind, booking!, {
    site: PUBLISHED,
    token: token(booking!),
    groupTokens: new Map(group.map((session) => [session.id, token(session)])),
    uidHost,
    addresses,
    now,
    group: group.length > 1 ? group : undefined,
  });
}

const cancelled = { status: "cancelled" as const, sequence: 1, cancel_reason: "client" };
const moved = { sequence: 1, moved_at: "2027-02-25T10:00:00.000Z" };

describe("the mails' calendar files", () => {
  it.each<[string, BookingMailKind, Booking[], "PUBLISH" | "CANCEL", (booking: Booking) => string]>([
    ["the confirmation", "booking_confirmed_visitor", [sampleBooking()], "PUBLISH", page],
    ["the trainer's confirmation", "booking_confirmed_trainer", [sampleBooking()], "PUBLISH", agenda],
    ["the move", "booking_confirmed_visitor", [sampleBooking(moved)], "PUBLISH", page],
    ["the cancellation", "booking_cancelled_visitor", [sampleBooking(cancelled)], "CANCEL", page],
    ["the trainer's cancellation", "booking_cancelled_trainer", [sampleBooking(cancelled)], "CANCEL", agenda],
    ["a series' confirmation", "booking_confirmed_visitor", series({}), "PUBLISH", page],
    ["a series' move", "booking_confirmed_visitor", series(moved), "PUBLISH", page],
    ["a series' cancellation", "booking_cancelled_visitor", series(cancelled), "CANCEL", page],
    ["a series' cancellation to the trainer", "booking_cancelled_trainer", series(cancelled), "CANCEL", agenda],
  ])("%s: by the book, each session with its own link", (_, kind, group, method, link) => {
    // The calendar files; a paid order's first confirmation also carries the terms (regulamin.html), not a calendar.
    const files = (mailOf(kind, group).attachments as { content: string; contentType: string; filename?: string }[]).filter(
      (file) => file.filename !== "regulamin.html",
    );
    // A cancellation names one UID: one file per session.
    expect(files).toHaveLength(method === "CANCEL" ? group.length : 1);
    const uids = files.flatMap((file) =>
      expectByTheBook(file.content, {
        method,
        contentType: file.contentType,
        links: Object.fromEntries(group.map((booking) => [uid(booking), link(booking)]).filter(([id]) => file.content.includes(`UID:${id}`))),
      }).map((event) => event.uid),
    );
    expect(uids.sort()).toEqual(group.map(uid).sort());
  });

  it("names the client, by address only, as the attendee no longer expected in the client's cancellation", () => {
    const [file] = mailOf("booking_cancelled_visitor", [sampleBooking(cancelled)]).attachments as { content: string }[];
    const [event] = expectByTheBook(file!.content, { method: "CANCEL" });
    const attendee = event!.component.getFirstProperty("attendee")!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe("mailto:lucja@example.com");
    expect(attendee.getParameter("cn")).toBeUndefined();
  });
});

describe("the download (Dodaj do kalendarza)", () => {
  it.each([
    ["a booking", sampleBooking(), "PUBLISH"],
    ["a cancelled booking", sampleBooking(cancelled), "CANCEL"],
  ] as const)("of %s is by the book, with the Content-Type the route sends", (_, booking, method) => {
    const text = bookingEvent(booking, { site: PUBLISHED, view: "visitor", siteUrl: addresses.SITE_URL, uidHost, manageUrl: () => page(booking) });
    expect(calendarMethod(booking)).toBe(method);
    expectByTheBook(text, { method, contentType: calendarContentType(calendarMethod(booking)), links: { [uid(booking)]: page(booking) } });
  });
});
