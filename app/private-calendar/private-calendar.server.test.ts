import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCalendarServer, type CalendarServer } from "../../tests/support/calendar-server";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { agendaWeek } from "~/agenda/agenda-week.server";
import { calendarFrom } from "~/scheduling/calendar-queries.server";
import { freeTimes } from "~/scheduling/free-times.server";
import { busyTimesIn } from "./private-calendar-events";
import { TOO_COMPLEX } from "~/private-calendar/private-calendar.messages";
import { syncInWorker } from "./private-calendar-sandbox.server";
import { privateCalendarStatus } from "./private-calendar-status.server";
import { privateCalendar, refreshPrivateCalendar, removePrivateCalendar, savePrivateCalendarUrl, setShowTitles, shortAddress } from "./private-calendar.server";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/ical/${name}`, import.meta.url), "utf8");
const SITE = "https://trener.example.pl";
const MINUTE = 60_000;
const now = new Date("2027-04-01T08:00:00.000Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const settings = testBookingSettings({ horizonDays: 30, minNoticeHours: 1 });
const trening = settings.services[0]!;
/** The tests' calendar server is on 127.0.0.1: let through as OUTBOUND_ALLOWED_HOSTS would. */
const LOCAL = [{ host: "127.0.0.1", port: null }];
const COMPLETE = { skipped: [], unnamed: 0, truncated: false };

describe.each(DIALECTS)("the private calendar on %s", (dialect) => {
  let test: TestDatabase;
  let server: CalendarServer;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    server = await startCalendarServer();
  });
  afterAll(async () => {
    await server.close();
    await test.drop();
  });

  const busyRows = () => test.db.selectFrom("private_busy").selectAll().orderBy("starts_at").execute();

  it("refuses what is not a calendar's address, in Polish", async () => {
    expect(await savePrivateCalendarUrl(test.db, "  ", SITE, now)).toEqual({ ok: false, message: "Wklej adres kalendarza." });
    expect(await savePrivateCalendarUrl(test.db, "mój kalendarz", SITE, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^To nie jest adres kalendarza/),
    });
    expect(await savePrivateCalendarUrl(test.db, `${SITE}/kalendarz/abc.ics`, SITE, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^To adres tej strony/),
    });
    expect(await privateCalendar(test.db)).toBeUndefined();
  });

  it("fetches a saved address at once, and its busy times block free times and show in the agenda", async () => {
    server.answer = { kind: "file", text: fixture("google-calendar.ics"), etag: '"v1"' };
    expect(await savePrivateCalendarUrl(test.db, server.url(), SITE, now)).toEqual({ ok: true });
    expect(await refreshPrivateCalendar(test.db, now, { everyMs: 0, allowedHosts: LOCAL })).toEqual({ kind: "fetched", busy: 3, report: COMPLETE });
    // The copy's window starts yesterday: the pool on 30 March is before it.
    expect((await busyRows()).map((row) => [row.starts_at, row.ends_at, row.title, row.all_day])).toEqual([
      ["2027-04-04T22:00:00.000Z", "2027-04-05T22:00:00.000Z", "Wyjazd", 1],
      ["2027-04-06T16:00:00.000Z", "2027-04-06T17:00:00.000Z", "Basen z synem", 0],
      ["2027-04-08T10:00:00.000Z", "2027-04-08T11:00:00.000Z", "Dentysta", 0],
    ]);
    const calendar = await calendarFrom(test.db, now);
    expect(calendar.occupied).toContainEqual({ start: Date.parse("2027-04-08T10:00:00.000Z"), end: Date.parse("2027-04-08T11:00:00.000Z") });
    expect(calendar.sessionStarts).toEqual([]);
    // The dentist 12:00–13:00 Warsaw: no session may overlap it (with its buffer), the one after is free.
    const april8 = (await freeTimes(test.db, settings, trening, now)).get("2027-04-08")!.map((slot) => new Date(slot.start).toISOString());
    expect(april8).not.toContain("2027-04-08T10:00:00.000Z");
    expect(april8).not.toContain("2027-04-08T09:30:00.000Z");
    expect(april8).toContain("2027-04-08T11:00:00.000Z");
    expect((await freeTimes(test.db, settings, trening, now)).has("2027-04-05")).toBe(false);

    const week = await agendaWeek(test.db, "2027-04-05", settings, now);
    const thursday = week.days.find((day) => day.date === "2027-04-08")!;
    expect(thursday.entries).toContainEqual({ kind: "private", id: expect.any(Number), time: "12:00–13:00", title: "", span: { from: 720, to: 780 } });
    await setShowTitles(test.db, true);
    const titled = (await agendaWeek(test.db, "2027-04-05", settings, now)).days.find((day) => day.date === "2027-04-05")!;
    expect(titled.entries).toContainEqual({ kind: "private", id: expect.any(Number), time: "cały dzień", title: "Wyjazd", span: { from: 0, to: 1440 } });
    // Several whole days read as their range, on the first day of the week they reach into.
    await test.db
      .insertInto("private_busy")
      .values({ starts_at: "2027-04-09T22:00:00.000Z", ends_at: "2027-04-12T22:00:00.000Z", title: "Obóz", all_day: 1 })
      .execute();
    const camp = (await agendaWeek(test.db, "2027-04-12", settings, now)).days.find((day) => day.date === "2027-04-12")!;
    expect(camp.entries).toContainEqual({
      kind: "private",
      id: expect.any(Number),
      time: "całe dni: 10–12 kwietnia 2027",
      title: "Obóz",
      span: { from: 0, to: 1440 },
    });
    await test.db.deleteFrom("private_busy").where("title", "=", "Obóz").execute();
    expect(await privateCalendarStatus(test.db, now)).toEqual({
      failing: false,
      text: "Kalendarz prywatny: ostatnio pobrany 1 kwietnia 2027, 10:00, 3 nadchodzące wydarzenia.",
    });
  });

  it("fetches again only when due, asks for a newer copy, and keeps the copy on 304", async () => {
    expect(await refreshPrivateCalendar(test.db, later(1), { everyMs: 5 * MINUTE, allowedHosts: LOCAL })).toEqual({ kind: "not-due" });
    expect(await refreshPrivateCalendar(test.db, later(5), { everyMs: 5 * MINUTE, allowedHosts: LOCAL })).toEqual({ kind: "unchanged" });
    expect(server.requests.at(-1)?.["if-none-match"]).toBe('"v1"');
    expect(await busyRows()).toHaveLength(3);
    expect((await privateCalendar(test.db))?.last_ok_at).toBe(later(5).toISOString());
  });

  // Three calendars read in worker threads, each started anew: beside the other files' work, over 5 s.
  it("keeps the last good copy blocking when the address fails, and says since when", { timeout: 20_000 }, async () => {
    server.answer = { kind: "status", status: 500 };
    expect(await refreshPrivateCalendar(test.db, later(10), { everyMs: 5 * MINUTE, allowedHosts: LOCAL })).toMatchObject({ kind: "failed" });
    server.answer = { kind: "file", text: fixture("malformed.ics") };
    expect(await refreshPrivateCalendar(test.db, later(15), { everyMs: 5 * MINUTE, allowedHosts: LOCAL })).toMatchObject({ kind: "failed" });
    const row = (await privateCalendar(test.db))!;
    // Since the first failure; the last message is the newest one's.
    expect(row).toMatchObject({ failing_since: later(10).toISOString(), last_ok_at: later(5).toISOString(), locked_until: null });
    expect(row.last_error).toMatch(/^Pod tym adresem nie ma kalendarza, który da się odczytać/);
    expect(await busyRows()).toHaveLength(3);
    expect((await calendarFrom(test.db, now)).occupied).toHaveLength(3);
    const status = (await privateCalendarStatus(test.db, later(15)))!;
    expect(status.failing).toBe(true);
    expect(status.text).toMatch(
      /^Kalendarz prywatny nie odpowiada od 1 kwietnia 2027, 10:10 — nadal blokują terminy z ostatniej dobrej kopii \(z 1 kwietnia 2027, 10:05\)\./,
    );
    expect(JSON.stringify([row.last_error, status])).not.toContain("5ecret0token");

    server.answer = { kind: "file", text: fixture("apple-other-zone.ics"), etag: '"v2"' };
    expect(await refreshPrivateCalendar(test.db, later(20), { everyMs: 5 * MINUTE, allowedHosts: LOCAL })).toEqual({
      kind: "fetched",
      busy: 2,
      report: COMPLETE,
    });
    expect(await privateCalendar(test.db)).toMatchObject({ failing_since: null, last_error: null, etag: '"v2"' });
    expect((await busyRows()).map((row) => row.title)).toEqual(["Webinar z Nowego Jorku", "Fryzjer"]);
  });

  it("lets one of two instances fetch at a time (a lease), and writes nothing from an address changed meanwhile", async () => {
    const other = dialect === "postgres" ? test.open() : test.db;
    const requestsBefore = server.requests.length;
    const both = await Promise.all([
      refreshPrivateCalendar(test.db, later(30), { everyMs: 5 * MINUTE, allowedHosts: LOCAL }),
      refreshPrivateCalendar(other, later(30), { everyMs: 5 * MINUTE, allowedHosts: LOCAL }),
    ]);
    expect(both.map((outcome) => outcome.kind).sort()).toEqual(["not-due", "unchanged"]);
    expect(server.requests.length).toBe(requestsBefore + 1);

    const changed = await refreshPrivateCalendar(test.db, later(40), {
      everyMs: 5 * MINUTE,
      allowedHosts: LOCAL,
      // The trainer pastes another address while the old one is being fetched.
      sync: async ({ from, to }) => {
        await savePrivateCalendarUrl(other, "https://calendar.example.com/new/basic.ics", SITE, later(40));
        const reading = busyTimesIn(fixture("google-calendar.ics"), new Date(from), new Date(to));
        if (!reading.ok) throw new Error(reading.message);
        return { kind: "fetched", busy: reading.busy, report: reading.report, etag: null, lastModified: null };
      },
    });
    expect(changed.kind).toBe("fetched");
    expect(await busyRows()).toEqual([]);
    expect((await privateCalendar(test.db))?.url).toBe("https://calendar.example.com/new/basic.ics");
  });

  it("names in the panel what the copy leaves out, keeps saying it while the copy blocks, and keeps the copy when a worker is stopped", async () => {
    const text = fixture("google-calendar.ics").replace(
      "END:VCALENDAR",
      [
        "BEGIN:VEVENT",
        "UID:joga@example.com",
        "DTSTART:20270402T060000Z",
        "DURATION:PT1H",
        "RRULE:FREQ=SECONDLY",
        "SUMMARY:Joga",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    );
    server.answer = { kind: "file", text, etag: '"v3"' };
    await savePrivateCalendarUrl(test.db, server.url(), SITE, later(50));
    expect(await refreshPrivateCalendar(test.db, later(50), { everyMs: 0, allowedHosts: LOCAL })).toMatchObject({
      kind: "fetched",
      busy: 3,
      report: { skipped: [{ title: "Joga", reason: "too-often" }] },
    });
    const left = "Pominięto 1 wydarzenie: „Joga” (powtarza się częściej niż raz na minutę).";
    expect(await privateCalendarStatus(test.db, later(50))).toEqual({
      failing: true,
      text: `Kalendarz prywatny: ostatnio pobrany 1 kwietnia 2027, 10:50, 3 nadchodzące wydarzenia. ${left}`,
    });
    // Unchanged (304): the same copy, the same report.
    expect(await refreshPrivateCalendar(test.db, later(55), { everyMs: 5 * MINUTE, allowedHosts: LOCAL })).toEqual({ kind: "unchanged" });
    expect((await privateCalendarStatus(test.db, later(55)))?.text).toContain(left);
    // A worker stopped at its deadline: a failure since then, the copy and its report kept.
    const stopped = await refreshPrivateCalendar(test.db, later(60), {
      everyMs: 5 * MINUTE,
      allowedHosts: LOCAL,
      sync: (input) => syncInWorker(input, { deadlineMs: 1 }),
    });
    expect(stopped).toEqual({ kind: "failed", message: TOO_COMPLEX });
    expect(await busyRows()).toHaveLength(3);
    expect((await privateCalendarStatus(test.db, later(60)))?.text).toBe(
      `Kalendarz prywatny nie odpowiada od 1 kwietnia 2027, 11:00 — nadal blokują terminy z ostatniej dobrej kopii (z 1 kwietnia 2027, 10:55). ${TOO_COMPLEX} ${left}`,
    );
  });

  it("forgets the address and what it blocked on removal", async () => {
    await removePrivateCalendar(test.db);
    expect(await privateCalendar(test.db)).toBeUndefined();
    expect(await busyRows()).toEqual([]);
    expect(await privateCalendarStatus(test.db, now)).toBeNull();
  });
});

describe("shortAddress", () => {
  it("shows the server and a plain file name, never the secret parts", () => {
    expect(shortAddress("https://calendar.google.com/calendar/ical/anna%40gmail.com/private-0123abcd/basic.ics")).toBe(
      "https://calendar.google.com/…/basic.ics",
    );
    expect(shortAddress("https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTA")).toBe("https://p52-caldav.icloud.com/…");
    expect(shortAddress("https://outlook.office365.com/owa/calendar/abc@x.pl/def/calendar.ics?token=1")).toBe("https://outlook.office365.com/…/calendar.ics");
  });
});
