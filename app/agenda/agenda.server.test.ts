import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { agendaAction } from "./agenda.server";
import { tryBlock } from "./actions/block.server";
import { agendaWeek } from "./agenda-week.server";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { feedBookings } from "~/calendar-feed/feed-bookings.server";
import { calendarFeed } from "~/bookings/booking-calendar-file.server";
import { afterBookingPublish } from "~/scheduling/outside-rules.server";
import { PUBLISHED } from "../../tests/support/published-content";

const MINUTE = 60_000;
const settingsWith = testBookingSettings;
const week = sameHoursEveryDay;
const now = new Date("2027-03-20T09:00:00.000Z");
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
let keys = 0;

describe.each(DIALECTS)("the agenda on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function book(start: string, service = "trening") {
    const settings = settingsWith();
    const chosen = settings.services.find((candidate) => candidate.slug === service)!;
    const at = Date.parse(start);
    const made = await bookSession(
      test.db,
      {
        service: chosen,
        place: "Studio",
        start: at,
        end: at + 60 * MINUTE,
        bufferMs: 15 * MINUTE,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "",
        notes: "",
        submissionKey: `agenda-${++keys}`,
      },
      now,
    );
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  }

  // The route answers such an address 400 first (unsupported-dates.test.ts); the week itself never fails on it.
  it("shows today's week for an impossible day, and refuses a block on one in Polish", async () => {
    const shown = await agendaWeek(test.db, "2027-02-30", settingsWith(), now);
    expect([shown.first, shown.focus]).toEqual(["2027-03-15", "2027-03-20"]);
    expect(await agendaAction(test.db, form({ intent: "block", date: "9999-99-99", from: "10:00", to: "11:00" }), settingsWith(), now)).toMatch(
      /^Podaj prawdziwy dzień/,
    );
  });

  it("blocks 01:00–02:30 on the night the clocks go forward, up to the change; not beyond the booking horizon", async () => {
    expect(await agendaAction(test.db, form({ intent: "block", date: "2027-03-28", from: "01:00", to: "02:30" }), settingsWith(), now)).toMatch(/^Zablokowano/);
    const block = await test.db.selectFrom("calendar_blocks").selectAll().where("starts_at", "=", "2027-03-28T00:00:00.000Z").executeTakeFirstOrThrow();
    expect(block.ends_at).toBe("2027-03-28T01:00:00.000Z");
    expect(await agendaAction(test.db, form({ intent: "block", date: "2027-06-01", from: "10:00", to: "11:00" }), settingsWith(), now)).toMatch(
      /dalej niż 30 dni/,
    );
  });

  it("says whether a block was made: the calendar answers a refusal beside its form, a block with a toast", async () => {
    const asked = (from: string, to: string) => tryBlock({ db: test.db, form: form({ date: "2027-03-29", from, to }), settings: settingsWith(), now });
    expect(await asked("12:00", "11:00")).toEqual({ blocked: false, message: expect.stringMatching(/musi być późniejsza/) });
    expect(await asked("11:00", "12:00")).toEqual({ blocked: true, message: expect.stringMatching(/^Zablokowano/) });
    expect(await asked("11:30", "12:30")).toEqual({ blocked: false, message: expect.stringMatching(/jest już rezerwacja albo blokada/) });
  });

  it("lists bookings that new hours or a withdrawn service leave outside, with free times to move to; keeping one clears it", async () => {
    const early = await book("2027-03-24T06:00:00.000Z"); // 07:00 Warsaw
    const withdrawn = await book("2027-03-25T13:00:00.000Z", "rozciaganie"); // 14:00
    const later = settingsWith({ weeklyHours: week("09:00", "21:00"), services: [settingsWith().services[0]!] });
    const shown = await agendaWeek(test.db, "2027-03-22", later, now);
    const flagged = Object.fromEntries(shown.outsideRules.map((entry) => [entry.id, entry.conflicts]));
    expect(flagged).toEqual({ [early.id]: ["poza godzinami pracy"], [withdrawn.id]: ["usługa wycofana"] });
    expect(shown.outsideRules.every((entry) => entry.moveTo.length === 3)).toBe(true);
    expect(await afterBookingPublish(test.db, "booking", later, now)).toContain("2 rezerwacje są poza nowymi zasadami");

    expect(await agendaAction(test.db, form({ intent: "keep", id: String(early.id), version: "0" }), later, now)).toMatch(/^Zostawiono/);
    // A withdrawn service's booking still moves, by its own length.
    const target = shown.outsideRules.find((entry) => entry.id === withdrawn.id)!.moveTo[0]!.value;
    expect(await agendaAction(test.db, form({ intent: "move", id: String(withdrawn.id), version: "0", start: target }), later, now)).toMatch(
      /^Przeniesiono\. Nowy termin: /,
    );
    const moved = await test.db.selectFrom("bookings").selectAll().where("id", "=", withdrawn.id).executeTakeFirstOrThrow();
    expect([moved.starts_at, Date.parse(moved.ends_at) - Date.parse(moved.starts_at)]).toEqual([target, 60 * MINUTE]);
    expect((await agendaWeek(test.db, "2027-03-22", later, now)).outsideRules.map((entry) => entry.id)).toEqual([withdrawn.id]);
    expect(await afterBookingPublish(test.db, "offer", later, now)).toBe("");
  });

  it("warns when bookings are taken later than they can be changed", async () => {
    expect(
      await afterBookingPublish(test.db, "booking", settingsWith({ minNoticeHours: 2, cancelCutoffHours: 24 }), new Date("2030-01-01T00:00:00Z")),
    ).toContain("rezerwacje przyjmujesz nawet na 2 godziny przed terminem, a odwołać lub przełożyć termin przez stronę można najpóźniej 24 godziny przed nim");
  });

  it("lists under „Do oznaczenia” the sessions of the last 30 days that ended with no outcome, the latest first, whatever week is shown", async () => {
    const yesterday = await book("2027-03-19T08:00:00.000Z");
    const attended = await book("2027-03-18T08:00:00.000Z");
    const cancelled = await book("2027-03-17T10:00:00.000Z");
    await book("2027-02-17T08:00:00.000Z"); // ended 31 days before now
    await book("2027-03-20T08:30:00.000Z"); // 09:30–10:30 Warsaw, under way at 10:00
    const thisMorning = await book("2027-03-20T06:00:00.000Z");
    const after = new Date("2027-03-19T12:00:00.000Z");
    expect((await changeBooking(test.db, attended.id, { kind: "attended" }, { now: after })).ok).toBe(true);
    expect((await changeBooking(test.db, cancelled.id, { kind: "cancel", by: "trainer", message: "" }, { now: after })).ok).toBe(true);

    for (const shown of [null, "2027-04-12", "2026-12-21"]) {
      const { toMark } = await agendaWeek(test.db, shown, settingsWith(), now);
      expect(toMark.map((entry) => entry.id)).toEqual([thisMorning.id, yesterday.id]);
      expect(toMark[1]).toMatchObject({ day: "piątek, 19 marca", time: "09:00–10:00", past: true, status: "confirmed" });
    }
    // Marked, it leaves the list.
    expect(await agendaAction(test.db, form({ intent: "attended", id: String(yesterday.id), version: "0" }), settingsWith(), now)).toBe(
      "Zapisano: spotkanie się odbyło.",
    );
    expect((await agendaWeek(test.db, null, settingsWith(), now)).toMark.map((entry) => entry.id)).toEqual([thisMorning.id]);
  });

  it("shows the Monday-to-Sunday week from the day asked for on, the days before it apart, and says which days are closed", async () => {
    const offWeek = settingsWith({
      weeklyHours: { ...week("07:00", "21:00"), sunday: [] },
      exceptions: [{ from: "2027-03-22", to: "2027-03-23", hours: [], note: "urlop" }],
    });
    // Today is Saturday 20 March: Monday to Friday before it, folded; Saturday and Sunday (no hours) shown.
    const current = await agendaWeek(test.db, null, offWeek, now);
    expect([current.first, current.focus, current.previous, current.next, current.title]).toEqual([
      "2027-03-15",
      "2027-03-20",
      "2027-03-08",
      "2027-03-22",
      "15–21 marca 2027",
    ]);
    expect(current.days.map((day) => [day.date, day.closed])).toEqual([
      ["2027-03-20", null],
      ["2027-03-21", "Nie pracujesz w niedziele"],
    ]);
    expect(current.earlier.map((day) => day.date)).toEqual(["2027-03-15", "2027-03-16", "2027-03-17", "2027-03-18", "2027-03-19"]);
    expect(current.closed).toBeNull();
    // A later week asked for by its Wednesday: Monday and Tuesday (the days off) before it; Easter Monday the week after.
    const next = await agendaWeek(test.db, "2027-03-24", offWeek, now);
    expect(next.earlier.map((day) => [day.date, day.closed])).toEqual([
      ["2027-03-22", "Dzień wolny: urlop"],
      ["2027-03-23", "Dzień wolny: urlop"],
    ]);
    expect((await agendaWeek(test.db, next.next, offWeek, now)).days[0]).toMatchObject({ date: "2027-03-29", closed: "Święto: Poniedziałek Wielkanocny" });
    // A booking on a day off still shows on it.
    const onDayOff = await book("2027-03-22T09:00:00.000Z");
    const withIt = await agendaWeek(test.db, "2027-03-22", offWeek, now);
    expect(withIt.days[0]!.entries.map((entry) => entry.id)).toContain(onDayOff.id);
    expect(withIt.days[0]!.closed).toBe("Dzień wolny: urlop");
  });

  it("keeps a marked or cancelled session in the trainer's feed, saying what became of it", async () => {
    const attended = await book("2027-03-26T08:00:00.000Z");
    const cancelled = await book("2027-03-26T11:00:00.000Z");
    const after = new Date("2027-03-26T10:00:00.000Z");
    expect((await changeBooking(test.db, attended.id, { kind: "attended" }, { now: after })).ok).toBe(true);
    expect((await changeBooking(test.db, cancelled.id, { kind: "cancel", by: "trainer", message: "" }, { now: after })).ok).toBe(true);
    const feed = (
      await calendarFeed(await feedBookings(test.db, new Date("2025-03-26T00:00:00Z"), "full"), {
        site: PUBLISHED,
        siteUrl: "https://trener.example",
        uidHost: "trener.example",
        details: "full",
      })
    ).replace(/\r\n /g, "");
    const event = (id: number) => feed.split("BEGIN:VEVENT").find((part) => part.includes(`UID:booking-${id}@`))!;
    expect(event(attended.id)).toContain("SUMMARY:Trening — Anna Nowak (odbyto)");
    expect(event(attended.id)).toContain("SEQUENCE:1");
    expect(event(cancelled.id)).toContain("STATUS:CANCELLED");
  });
});
