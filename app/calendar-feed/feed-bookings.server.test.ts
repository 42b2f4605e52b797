import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacySchema } from "~content/privacy-schema";
import privacy from "~content/privacy";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { calendarFeed } from "~/bookings/booking-calendar-file.server";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { feedBookings } from "./feed-bookings.server";
import { PUBLISHED } from "../../tests/support/published-content";

const HOUR = 60 * 60_000;
const siteUrl = "https://trener.example";
const uidHost = "trener.example";
const client = { name: "Łucja Żółtowska-Źdźbło", email: "lucja.zoltowska@example.com", phone: "+48 600 100 200", notes: "Ból kolana, proszę o łagodny start" };
/** What the minimal feed must never carry, however the calendar folds or escapes its lines. */
const PRIVATE = ["Żółtowska", "lucja.zoltowska", "600 100 200", "600100200", "Ból kolana", "150 zł"];

/** The feed as a calendar reads it: lines unfolded, text unescaped. */
function read(text: string) {
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
  return {
    unfolded: text
      .replace(/\r\n[ \t]/g, "")
      .replace(/\\([,;\\])/g, "$1")
      .replace(/\u00A0/g, " "),
    events,
  };
}

describe.each(DIALECTS)("the trainer's calendar feed on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const start = Date.parse("2027-03-02T17:00:00.000Z");
    const made = await bookSession(test.db, {
      service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
      place: "Studio, ul. Sportowa 1, Przykładowo",
      start,
      end: start + HOUR,
      bufferMs: 0,
      ...client,
      submissionKey: "feed-1",
    });
    if (made.kind === "taken") throw new Error("not booked");
    // A cancelled event names its attendee in the full feed: never in the minimal one.
    const second = await bookSession(test.db, {
      ...made.booking,
      service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
      start: start + 3 * HOUR,
      end: start + 4 * HOUR,
      bufferMs: 0,
      ...client,
      submissionKey: "feed-2",
    });
    if (second.kind === "taken") throw new Error("not booked");
    expect((await changeBooking(test.db, second.booking.id, { kind: "cancel", by: "trainer", message: "Choroba" })).ok).toBe(true);
  });
  afterAll(() => test.drop());

  it("by default says what, when, where and the client's first name, and nothing else about them", async () => {
    const { unfolded, events } = read(
      await calendarFeed(await feedBookings(test.db, new Date("2027-01-01T00:00:00Z"), "minimal"), { site: PUBLISHED, siteUrl, uidHost }),
    );
    expect(events.map((event) => event.summary)).toEqual(["Trening personalny — Łucja", "Trening personalny — Łucja (odwołano)"]);
    expect(events[0]!.location).toBe("Studio, ul. Sportowa 1, Przykładowo");
    expect(events[0]!.description).toContain(`${siteUrl}/admin/kalendarz?od=2027-03-02`);
    expect(events[1]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    for (const part of PRIVATE) expect(unfolded, part).not.toContain(part);
    expect(unfolded).not.toMatch(/ATTENDEE/);
  });

  it("reads no contact detail out of the database for the minimal feed", async () => {
    const [booking] = await feedBookings(test.db, new Date("2027-01-01T00:00:00Z"), "minimal");
    expect(booking).toMatchObject({ name: "Łucja", email: "", phone: "", notes: "", price: 0 });
  });

  it("carries the full details only when the full feed is chosen", async () => {
    const { unfolded } = read(
      await calendarFeed(await feedBookings(test.db, new Date("2027-01-01T00:00:00Z"), "full"), { site: PUBLISHED, siteUrl, uidHost, details: "full" }),
    );
    for (const part of [client.name, client.email, client.phone, client.notes, "150 zł"]) expect(unfolded, part).toContain(part);
  });
});

describe("the feed's setting", () => {
  it("is the minimal feed unless the trainer chose otherwise, and the full feed needs a calendar named for the policy", () => {
    const unchosen: Record<string, unknown> = { ...privacy };
    delete unchosen.calendarFeedFull;
    expect(privacySchema.parse(unchosen).calendarFeedFull).toBe(false);
    expect(privacySchema.parse(privacy).calendarFeedFull).toBe(false);
    const refused = privacySchema.safeParse({ ...privacy, calendarFeedFull: true, calendarProvider: null });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["calendarProvider"]);
    expect(privacySchema.safeParse({ ...privacy, calendarFeedFull: true }).success).toBe(true);
  });
});
