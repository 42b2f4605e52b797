import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import type { Booking } from "~/db/database.server";
import { blockTime, changeBooking, findBooking } from "~/bookings/booking-store.server";
import { seriesFates } from "./series-fates";
import { saveSeries } from "~/agenda/trainer-booking.server";
import { cancelFollowing, followingCount, moveFollowing } from "./series-changes.server";
import { mailGroupOf } from "./mail-group.server";
import { composeBookingMail } from "~/bookings/booking-mail.server";
import { bookingSchema, WEEKDAYS, type BookingSettings } from "~content/booking-schema";
import { withOwnPrices } from "~/site-content/resolve-content";
import type { MailAddresses } from "~/notifications/channels/email-format";

const week = (from: string, to: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];
const settings: BookingSettings = withOwnPrices(
  bookingSchema.parse({
    services: [{ slug: "trening", name: "Trening personalny", durationMinutes: 60, place: "studio", price: 150 }],
    weeklyHours: week("07:00", "21:00"),
    exceptions: [],
    startEveryMinutes: 30,
    bufferMinutes: 15,
    minNoticeHours: 0,
    horizonDays: 30,
    maxPerDay: 20,
    maxFuturePerEmail: 2,
    cancelCutoffHours: 12,
  }),
);
const service = settings.services[0]!;
const now = new Date("2027-02-20T10:00:00.000Z");
const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
const wall = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO("Europe/Warsaw").toPlainDateTime().toString().slice(0, 16);
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
/** Each occurrence's own page, as the outbox worker gives them. */
const tokensOf = (group: Booking[] | undefined) => new Map((group ?? []).map((booking) => [booking.id, `${booking.id}-token`]));

let keys = 0;
async function series(test: TestDatabase, first: string, count: number): Promise<Booking[]> {
  const plan = { first: Temporal.PlainDate.from(first), minutes: 18 * 60, everyWeeks: 1 as const, ends: { count } };
  const draft = {
    client: { name: "Anna Nowak", email: "anna@example.com", phone: "" },
    service,
    place: "Studio",
    bufferMs: 15 * 60_000,
    notes: "",
    mailClient: true,
    submissionKey: `series-key-${++keys}-abcdefghijkl`,
    plan,
    outsideConfirmed: false,
  };
  const saved = await saveSeries(test.db, draft, seriesFates(settings, service, plan, now, []), now);
  if (saved === "taken") throw new Error("taken");
  return test.db.selectFrom("bookings").selectAll().where("id", "in", saved.bookingIds).orderBy("starts_at").execute();
}

describe.each(DIALECTS)("changing a series from one occurrence on, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("cancels this and the following ones in one go, with one mail to the client listing them", async () => {
    const occurrences = await series(test, "2027-03-02", 8);
    const third = occurrences[2]!;
    expect(await followingCount(test.db, third)).toBe(6);
    const later = new Date("2027-02-21T10:00:00.000Z");
    const outcome = await cancelFollowing(
      test.db,
      third,
      { kind: "cancel", by: "trainer", message: "Wyjeżdżam." },
      { now: later, expectedSequence: third.sequence },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.bookings.map((booking) => booking.id)).toEqual(occurrences.slice(2).map((booking) => booking.id));
    const statuses = await test.db.selectFrom("bookings").select("status").where("series_id", "=", third.series_id).orderBy("starts_at").execute();
    expect(statuses.map((row) => row.status)).toEqual(["confirmed", "confirmed", ...Array(6).fill("cancelled")]);
    const cancelMails = await test.db.selectFrom("outbox").select("booking_id").where("kind", "=", "booking_cancelled_visitor").execute();
    expect(cancelMails).toEqual([{ booking_id: third.id }]);
    // Their reminders no longer apply.
    const pendingReminders = await test.db
      .selectFrom("outbox")
      .select("booking_id")
      .where("kind", "=", "booking_reminder")
      .where("status", "=", "pending")
      .where(
        "booking_id",
        "in",
        occurrences.map((booking) => booking.id),
      )
      .execute();
    expect(pendingReminders.map((row) => row.booking_id).sort()).toEqual([occurrences[0]!.id, occurrences[1]!.id].sort());

    const cancelled = (await findBooking(test.db, third.id))!;
    const group = await mailGroupOf(test.db, cancelled, "booking_cancelled_visitor");
    expect(group).toHaveLength(6);
    const mail = composeBookingMail("booking_cancelled_visitor", cancelled, {
      token: "t",
      groupTokens: tokensOf(group),
      uidHost: "trener.example",
      addresses,
      now: later,
      group,
    });
    expect(mail.subject).toBe("Odwołano 6 terminów od 16 marca 2027: Trening personalny");
    expect(String(mail.text)).toContain("wtorek, 6 kwietnia 2027, 18:00–19:00");
    expect(String(mail.text)).toContain("Wyjeżdżam.");
    // One cancellation per session (RFC 5546: a CANCEL names one UID), each linking to its own session's page.
    const files = mail.attachments as { content: string; contentType: string }[];
    expect(files).toHaveLength(6);
    files.forEach((file, index) => {
      expect(file.content.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(file.content).toContain("METHOD:CANCEL");
      expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
      expect(file.content).toContain(`UID:booking-${group![index]!.id}@trener.example`);
      const session = group![index]!;
      expect(file.content.replace(/\r\n /g, "")).toContain(
        `URL;VALUE=URI:https://trener.example/rezerwacja/${session.id === cancelled.id ? "t" : `${session.id}-token`}`,
      );
    });
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("the client cancels this and the following ones from their page: one mail to each side naming them", async () => {
    const occurrences = await series(test, "2033-03-01", 4);
    const second = occurrences[1]!;
    const outcome = await cancelFollowing(test.db, second, { kind: "cancel", by: "client" }, { now, cutoffHours: 12 });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.bookings).toHaveLength(3);
    const mails = await test.db
      .selectFrom("outbox")
      .select(["kind", "booking_id"])
      .where("kind", "in", ["booking_cancelled_visitor", "booking_cancelled_trainer"])
      .where(
        "booking_id",
        "in",
        occurrences.map((booking) => booking.id),
      )
      .orderBy("kind")
      .execute();
    expect(mails).toEqual([
      { kind: "booking_cancelled_trainer", booking_id: second.id },
      { kind: "booking_cancelled_visitor", booking_id: second.id },
    ]);
    const cancelled = (await findBooking(test.db, second.id))!;
    const group = await mailGroupOf(test.db, cancelled, "booking_cancelled_trainer");
    const toClient = composeBookingMail("booking_cancelled_visitor", cancelled, {
      token: "t",
      groupTokens: tokensOf(group),
      uidHost: "trener.example",
      addresses,
      now,
      group,
    });
    expect(String(toClient.text)).toContain("potwierdzam odwołanie terminów (3 terminy)");
    const toTrainer = composeBookingMail("booking_cancelled_trainer", cancelled, {
      token: "t",
      groupTokens: tokensOf(group),
      uidHost: "trener.example",
      addresses,
      now,
      group,
    });
    expect(toTrainer.subject).toBe("Odwołane rezerwacje: Trening personalny — Anna Nowak, 3 terminy od 8 marca 2033");
  });

  it("the series' confirmation is one mail listing every date", async () => {
    const occurrences = await series(test, "2028-03-07", 3);
    const group = await mailGroupOf(test.db, occurrences[0]!, "booking_confirmed_visitor");
    const mail = composeBookingMail("booking_confirmed_visitor", occurrences[0]!, {
      token: "t",
      groupTokens: tokensOf(group),
      uidHost: "trener.example",
      addresses,
      now,
      group,
    });
    expect(mail.subject).toBe("Potwierdzenie rezerwacji: Trening personalny, 3 terminy od 7 marca 2028");
    expect(String(mail.text)).toContain("wtorek, 21 marca 2028, 18:00–19:00");
  });

  it("cancelling one occurrence alone tells of that one only", async () => {
    const occurrences = await series(test, "2029-03-06", 3);
    expect(await changeBooking(test.db, occurrences[1]!.id, { kind: "cancel", by: "trainer", message: "" }, { now })).toMatchObject({ ok: true });
    const cancelled = (await findBooking(test.db, occurrences[1]!.id))!;
    expect(await mailGroupOf(test.db, cancelled, "booking_cancelled_visitor")).toBeUndefined();
    expect(await followingCount(test.db, occurrences[0]!)).toBe(2);
  });

  it("moves this and the following ones by the same shift, keeping the new wall-clock time across the clock change", async () => {
    const occurrences = await series(test, "2030-03-05", 6);
    const second = occurrences[1]!;
    // Tuesday 18:00 → Wednesday 17:00, from 13 March 2030 on (clocks go forward on 31 March 2030).
    const outcome = await moveFollowing(test.db, second, at("2030-03-13T17:00"), 15 * 60_000, { now, expectedSequence: second.sequence });
    if (!outcome.ok) throw new Error(outcome.reason);
    const rows = await test.db
      .selectFrom("bookings")
      .select(["starts_at", "sequence"])
      .where("series_id", "=", second.series_id)
      .orderBy("starts_at")
      .execute();
    expect(rows.map((row) => wall(row.starts_at))).toEqual([
      "2030-03-05T18:00",
      "2030-03-13T17:00",
      "2030-03-20T17:00",
      "2030-03-27T17:00",
      "2030-04-03T17:00",
      "2030-04-10T17:00",
    ]);
    expect(rows.map((row) => row.sequence)).toEqual([0, 1, 1, 1, 1, 1]);
    expect(await bookingInvariantViolations(test.db)).toEqual([]);

    // One "Zmiana terminu" to the client, on the chosen date, naming all five; each keeps its reminder.
    const moved = occurrences.slice(1).map((booking) => booking.id);
    const pending = await test.db
      .selectFrom("outbox")
      .select(["kind", "booking_id"])
      .where("status", "=", "pending")
      .where("booking_id", "in", moved)
      .execute();
    expect(pending.filter((row) => row.kind === "booking_confirmed_visitor")).toEqual([{ kind: "booking_confirmed_visitor", booking_id: second.id }]);
    expect(
      pending
        .filter((row) => row.kind === "booking_reminder")
        .map((row) => row.booking_id)
        .sort(),
    ).toEqual([...moved].sort());
    expect(pending.filter((row) => row.kind === "booking_confirmed_trainer")).toEqual([]);
    const chosen = (await findBooking(test.db, second.id))!;
    const group = await mailGroupOf(test.db, chosen, "booking_confirmed_visitor");
    expect(group?.map((booking) => booking.id)).toEqual(moved);
    const mail = composeBookingMail("booking_confirmed_visitor", chosen, {
      token: "t",
      groupTokens: tokensOf(group),
      uidHost: "trener.example",
      addresses,
      now,
      group,
    });
    expect(mail.subject).toBe("Zmiana terminu: Trening personalny, 5 terminów od 13 marca 2030");
    expect(String(mail.text)).toContain("środa, 13 marca 2030, 17:00–18:00\nśroda, 20 marca 2030, 17:00–18:00");
    expect(String(mail.text)).toContain("środa, 10 kwietnia 2030, 17:00–18:00");
    const calendar = String((mail.attachments as { content: string }[])[0]!.content);
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(calendar.match(/SEQUENCE:1/g)).toHaveLength(5);

    // One of them moved again on its own later: its own mail, and the group's no longer names it.
    const fourth = (await findBooking(test.db, occurrences[3]!.id))!;
    const alone = await changeBooking(
      test.db,
      fourth.id,
      { kind: "move", by: "trainer", slot: { start: at("2030-03-28T10:00"), end: at("2030-03-28T11:00"), bufferMs: 0 } },
      { now: new Date(now.getTime() + 60_000) },
    );
    if (!alone.ok) throw new Error(alone.reason);
    expect(await mailGroupOf(test.db, alone.booking, "booking_confirmed_visitor")).toBeUndefined();
    expect((await mailGroupOf(test.db, chosen, "booking_confirmed_visitor"))?.map((booking) => booking.id)).toEqual(moved.filter((id) => id !== fourth.id));
  });

  it("moves none when one new time is taken", async () => {
    const occurrences = await series(test, "2031-03-04", 3);
    await blockTime(test.db, { start: at("2031-03-19T09:00"), end: at("2031-03-19T09:30"), note: "" }, now);
    const outcome = await moveFollowing(test.db, occurrences[0]!, at("2031-03-05T09:00"), 0, { now });
    expect(outcome).toEqual({ ok: false, reason: "taken" });
    const rows = await test.db.selectFrom("bookings").select("starts_at").where("series_id", "=", occurrences[0]!.series_id).orderBy("starts_at").execute();
    expect(rows.map((row) => wall(row.starts_at))).toEqual(["2031-03-04T18:00", "2031-03-11T18:00", "2031-03-18T18:00"]);
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("refuses the whole when the chosen occurrence changed meanwhile", async () => {
    const occurrences = await series(test, "2032-03-02", 3);
    const outcome = await cancelFollowing(test.db, occurrences[0]!, { kind: "cancel", by: "trainer", message: "" }, { now, expectedSequence: 7 });
    expect(outcome).toEqual({ ok: false, reason: "stale" });
    const statuses = await test.db.selectFrom("bookings").select("status").where("series_id", "=", occurrences[0]!.series_id).execute();
    expect(statuses.every((row) => row.status === "confirmed")).toBe(true);
  });
});
