import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { liveSite } from "~/site-content/live-content.server";
import { bookingEvent, bookingUid, calendarFeed } from "./booking-calendar-file.server";
import { warsawInstant } from "~/scheduling/warsaw-time";
import { PUBLISHED } from "../../tests/support/published-content";

const siteUrl = "https://trener.example";
const manageUrl = `${siteUrl}/rezerwacja/7-abcdefghijklmnopqrstuvwxyz012345`;
const uidHost = "trener.example";

const booking = sampleBooking({ name: "Łucja Żółtowska-Źdźbło", notes: "Ból kolana; proszę o łagodny start, dziękuję" });

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  return { calendar, events, event: new ICAL.Event(events[0]!) };
}

/** The instant of a Warsaw wall-clock time, as stored. */
const at = (date: string, time: string) =>
  new Date(warsawInstant(Temporal.PlainDate.from(date), Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!).toISOString();

describe("bookingEvent", () => {
  it("is one published event with the booking's time in UTC, place and personal link", () => {
    const text = bookingEvent(booking, { site: PUBLISHED, view: "visitor", siteUrl, uidHost, manageUrl: () => manageUrl });
    const { calendar, events, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    expect(event.uid).toBe("booking-7@trener.example");
    expect(event.sequence).toBe(0);
    expect(text).toContain("DTSTART:20270302T170000Z");
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.starts_at);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.ends_at);
    expect(event.summary).toBe(`Trening personalny — ${liveSite().trainer.name}`);
    expect(event.location).toBe("Studio, ul. Sportowa 1, Przykładowo");
    expect(event.description).toContain(manageUrl);
    expect(events[0]!.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("keeps the visitor's details out of the visitor's copy", () => {
    const { event } = parse(bookingEvent(booking, { site: PUBLISHED, view: "visitor", siteUrl, uidHost, manageUrl: () => manageUrl }));
    expect(event.description).not.toContain("Ból kolana");
    expect(event.description).not.toContain("600 100 200");
    expect(event.summary).not.toContain("Łucja");
  });

  it("keeps one UID across a move, with the next SEQUENCE", () => {
    const first = parse(bookingEvent(booking, { site: PUBLISHED, view: "visitor", siteUrl, uidHost, manageUrl: () => manageUrl })).event;
    const moved = { ...booking, sequence: 1, starts_at: "2027-03-03T17:00:00.000Z", ends_at: "2027-03-03T18:00:00.000Z" };
    const second = parse(bookingEvent(moved, { site: PUBLISHED, view: "visitor", siteUrl, uidHost, manageUrl: () => manageUrl })).event;
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBe(1);
    expect(second.startDate.toJSDate().toISOString()).toBe(moved.starts_at);
    expect(parse(bookingEvent(booking, { site: PUBLISHED, view: "trainer", siteUrl, uidHost })).event.uid).toBe(first.uid);
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID", () => {
    const cancelled = { ...booking, status: "cancelled" as const, sequence: 1 };
    const { calendar, events, event } = parse(bookingEvent(cancelled, { site: PUBLISHED, view: "visitor", siteUrl, uidHost, manageUrl: () => manageUrl }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(events).toHaveLength(1);
    expect(events[0]!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe(bookingUid(7, uidHost));
    expect(event.sequence).toBe(1);
    expect(event.organizer).toMatch(/^mailto:/i);
  });

  it.each([
    ["2027-03-28", "10:00", "20270328T080000Z"],
    ["2027-03-28", "01:30", "20270328T003000Z"],
    ["2027-10-31", "10:00", "20271031T090000Z"],
    ["2027-10-31", "02:30", "20271031T013000Z"],
  ])("places a session on %s at %s Warsaw time at the stored instant, 60 minutes long", (date, time, utc) => {
    const start = at(date, time);
    const end = new Date(Date.parse(start) + 60 * 60_000).toISOString();
    const text = bookingEvent(
      { ...booking, starts_at: start, ends_at: end },
      { site: PUBLISHED, view: "visitor", siteUrl, uidHost, manageUrl: () => manageUrl },
    );
    const { event } = parse(text);
    expect(text).toContain(`DTSTART:${utc}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    expect(event.duration.toSeconds()).toBe(3600);
  });

  it("shows the trainer who is coming, with phone, e-mail and notes, Polish characters intact", () => {
    const special = { ...booking, service_name: "Ćwiczenia źródłowe „na świeżo”", notes: "Żółć, gęślą; jaźń\nDruga linia" };
    const { event } = parse(bookingEvent(special, { site: PUBLISHED, view: "trainer", siteUrl, uidHost }));
    expect(event.summary).toBe("Ćwiczenia źródłowe „na świeżo” — Łucja Żółtowska-Źdźbło");
    expect(event.description).toContain("Telefon: +48 600 100 200");
    expect(event.description).toContain("E-mail: lucja@example.com");
    expect(event.description).toContain("Żółć, gęślą; jaźń\nDruga linia");
    expect(event.description).toContain(`${siteUrl}/admin/kalendarz`);
  });

  it.each([
    ['Jan\\" mailto:evil@attacker.example X-A="', "Jan' mailto:evil@attacker.example X-A='"],
    ['x":mailto:evil@attacker.example;CN="y', "x':mailto:evil@attacker.example;CN='y"],
    ['Anna "Ania"\u0000 Nowak', "Anna 'Ania' Nowak"],
  ])("names the client as the one attendee of a cancellation, whatever the name holds: %s", (name, shown) => {
    const text = bookingEvent({ ...booking, name, status: "cancelled" }, { site: PUBLISHED, view: "trainer", siteUrl, uidHost });
    const attendees = parse(text).events[0]!.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:lucja@example.com");
    expect(attendees[0]!.getParameter("cn")).toBe(shown);
  });

  it("writes no control character of a stored booking into the file", () => {
    const stored = { ...booking, notes: "Kolano\u0000\u000bbez skoków\u001b", place: "Studio\u0001, ul. Sportowa 1", phone: "+48 600\u0007 100 200" };
    for (const view of ["trainer", "visitor"] as const) {
      const text = bookingEvent(stored, { site: PUBLISHED, view, siteUrl, uidHost, manageUrl: () => manageUrl });
      // eslint-disable-next-line no-control-regex -- RFC 5545's CONTROL: all but TAB; CRLF only between lines
      expect(text.replaceAll("\r\n", "")).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    }
    expect(parse(bookingEvent(stored, { site: PUBLISHED, view: "trainer", siteUrl, uidHost })).event.description).toContain("Kolano\nbez skoków");
  });

  it("keeps a line break typed into the name out of the summary", () => {
    const { event } = parse(bookingEvent({ ...booking, name: "Jan\r\nKowalski" }, { site: PUBLISHED, view: "trainer", siteUrl, uidHost }));
    expect(event.summary).toBe("Trening personalny — Jan Kowalski");
  });
});

describe("calendarFeed", () => {
  it("is one calendar with one event per booking, named after the business, with a refresh hint", async () => {
    const bookings = [booking, { ...booking, id: 8, name: "Anna Nowak", starts_at: at("2027-10-31", "10:00"), ends_at: at("2027-10-31", "11:00") }];
    const text = await calendarFeed(bookings, { site: PUBLISHED, siteUrl, uidHost, details: "full" });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Rezerwacje — ${liveSite().business.name}`);
    expect(text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT15M/);
    expect(events).toHaveLength(2);
    const parsed = events.map((component) => new ICAL.Event(component));
    expect(parsed.map((event) => event.uid)).toEqual([bookingUid(7, uidHost), bookingUid(8, uidHost)]);
    expect(parsed[1]!.summary).toBe("Trening personalny — Anna Nowak");
    expect(parsed[1]!.startDate.toJSDate().toISOString()).toBe("2027-10-31T09:00:00.000Z");
    expect(parsed[0]!.description).toContain("Ból kolana");
  });

  it("lets other work run while a long feed is rendered", async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ ...booking, id: index + 1 }));
    let turns = 0;
    let rendering = true;
    const tick = () => {
      if (!rendering) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const text = await calendarFeed(many, { site: PUBLISHED, siteUrl, uidHost, details: "full" });
    rendering = false;
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1000);
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it("is a valid calendar with no bookings", async () => {
    const { calendar, events } = parse(await calendarFeed([], { site: PUBLISHED, siteUrl, uidHost }));
    expect(calendar.name).toBe("vcalendar");
    expect(events).toHaveLength(0);
  });
});
