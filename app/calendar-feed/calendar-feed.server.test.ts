import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishSection, seedContent } from "~/site-content/content-store.server";
import { initialContent, liveSite, refreshLiveContent } from "~/site-content/live-content.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { expectByTheBook } from "../../tests/support/calendar-rules";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { calendarUidHost } from "~/bookings/calendar-uid-host.server";
import { feedResponse, type FeedRequest } from "./calendar-feed.server";
import { PUBLISHED } from "../../tests/support/published-content";

const HOUR = 60 * 60_000;
const now = new Date("2027-06-01T08:00:00.000Z");
const feed: FeedRequest = { site: PUBLISHED, siteUrl: "https://trener.example", details: "minimal", now };
const ask = (headers: Record<string, string> = {}) => new Request("https://trener.example/kalendarz/x.ics", { headers });

describe.each(DIALECTS)("the trainer's feed on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  async function book(start: string) {
    const at = Date.parse(start);
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio",
        start: at,
        end: at + HOUR,
        bufferMs: 0,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "+48600100200",
        notes: "",
        submissionKey: `feed-${++keys}`,
      },
      new Date("2027-01-01T00:00:00.000Z"),
    );
    if (made.kind !== "booked") throw new Error("not booked");
    return made.booking;
  }
  const etagOf = async (request: FeedRequest = feed) => (await feedResponse(test.db, ask(), request)).headers.get("ETag")!;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    // The UIDs' host is fixed by the first UID made, at the old address.
    expect(await calendarUidHost(test.db, "https://stary-adres.example")).toBe("stary-adres.example");
  });
  afterAll(() => test.drop());

  it("holds the last three months and all ahead, by the book: no METHOD, no ATTENDEE, each session's own agenda link", async () => {
    const old = await book("2027-02-15T09:00:00.000Z");
    const recent = await book("2027-04-15T09:00:00.000Z");
    const ahead = await book("2028-09-01T09:00:00.000Z");
    const cancelled = await book("2027-07-01T09:00:00.000Z");
    expect((await changeBooking(test.db, cancelled.id, { kind: "cancel", by: "trainer", message: "" }, { now })).ok).toBe(true);
    const response = await feedResponse(test.db, ask(), { ...feed, details: "full" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const uid = (id: number) => `booking-${id}@stary-adres.example`;
    const events = expectByTheBook(await response.text(), {
      method: null,
      links: {
        [uid(recent.id)]: "https://trener.example/admin/kalendarz?od=2027-04-15",
        [uid(ahead.id)]: "https://trener.example/admin/kalendarz?od=2028-09-01",
        [uid(cancelled.id)]: "https://trener.example/admin/kalendarz?od=2027-07-01",
      },
    });
    // The cancelled session stays, marked; the one of February is past the window.
    expect(events.map((event) => event.uid)).toEqual([uid(recent.id), uid(cancelled.id), uid(ahead.id)]);
    expect(events.map((event) => event.uid)).not.toContain(uid(old.id));
    expect(events[1]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("answers 304, with no body, to a calendar that has this version", async () => {
    const first = await feedResponse(test.db, ask(), feed);
    const tag = first.headers.get("ETag")!;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    for (const ifNoneMatch of [tag, tag.slice(2), `"other", ${tag}`, "*"]) {
      const again = await feedResponse(test.db, ask({ "If-None-Match": ifNoneMatch }), feed);
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("ETag")).toBe(tag);
      expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(await again.text()).toBe("");
    }
    expect((await feedResponse(test.db, ask({ "If-None-Match": 'W/"other"' }), feed)).status).toBe(200);
  });

  it("has a new ETag when a session in the window is created, moved, cancelled or marked, or the feed's settings change", async () => {
    const tags = [await etagOf()];
    const made = await book("2027-08-03T09:00:00.000Z");
    tags.push(await etagOf());
    const slot = { start: Date.parse("2027-08-03T11:00:00.000Z"), end: Date.parse("2027-08-03T12:00:00.000Z"), bufferMs: 0 };
    expect((await changeBooking(test.db, made.id, { kind: "move", by: "trainer", slot }, { now })).ok).toBe(true);
    tags.push(await etagOf());
    expect((await changeBooking(test.db, made.id, { kind: "cancel", by: "trainer", message: "" }, { now })).ok).toBe(true);
    tags.push(await etagOf());
    const past = await book("2027-05-20T09:00:00.000Z");
    tags.push(await etagOf());
    expect((await changeBooking(test.db, past.id, { kind: "attended" }, { now })).ok).toBe(true);
    tags.push(await etagOf());
    tags.push(await etagOf({ ...feed, details: "full" }));
    tags.push(await etagOf({ ...feed, siteUrl: "https://nowy-adres.example" }));
    expect(new Set(tags).size).toBe(tags.length);
    // Nothing changed: the same version.
    expect(await etagOf()).toBe(tags[5]);
  });

  it("keeps every UID when SITE_URL changes, and links to the new address", async () => {
    const response = await feedResponse(test.db, ask(), { ...feed, siteUrl: "https://nowy-adres.example" });
    const text = await response.text();
    const events = expectByTheBook(text, { method: null });
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.uid).toMatch(/^booking-\d+@stary-adres\.example$/);
    expect(text).toContain("URL;VALUE=URI:https://nowy-adres.example/admin/kalendarz?od=");
    expect(await calendarUidHost(test.db, "https://nowy-adres.example")).toBe("stary-adres.example");
    const stored = await test.db.selectFrom("app_secrets").select("value").where("name", "=", "calendar-uid-host").executeTakeFirstOrThrow();
    expect(stored.value).toBe("stary-adres.example");
  });
});

describe("the feed's ETag and the published content", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    await seedContent(test.db, initialContent());
    await refreshLiveContent(test.db);
  });
  afterAll(() => test.drop());

  it("changes when the site's name, which names the calendar, is published anew", async () => {
    const before = await feedResponse(test.db, ask(), { ...feed, site: liveSite() });
    const business = { ...initialContent().business, name: "Nowa Nazwa Studia" };
    expect((await publishSection(test.db, { section: "business", baseVersion: 1, document: business, summary: "nazwa", author: "test" })).ok).toBe(true);
    await refreshLiveContent(test.db);
    const after = await feedResponse(test.db, ask({ "If-None-Match": before.headers.get("ETag")! }), { ...feed, site: liveSite() });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    expect(new ICAL.Component(ICAL.parse(await after.text())).getFirstPropertyValue("x-wr-calname")).toBe("Rezerwacje — Nowa Nazwa Studia");
  });
});
