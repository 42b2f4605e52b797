import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { changeBooking, findBooking } from "~/bookings/booking-store.server";
import { cancelFollowing, followingCount } from "./series-changes.server";
import { mailGroupOf } from "./mail-group.server";
import { composeBookingMail } from "~/bookings/booking-mail.server";
import { now, addresses, tokensOf, series } from "../../tests/support/series-fixture";
import { PUBLISHED } from "../../tests/support/published-content";

describe.each(DIALECTS)("cancelling a series from one occurrence on, on %s", (dialect) => {
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
      site: PUBLISHED,
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
      site: PUBLISHED,
      token: "t",
      groupTokens: tokensOf(group),
      uidHost: "trener.example",
      addresses,
      now,
      group,
    });
    expect(String(toClient.text)).toContain("potwierdzam odwołanie terminów (3 terminy)");
    const toTrainer = composeBookingMail("booking_cancelled_trainer", cancelled, {
      site: PUBLISHED,
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
      site: PUBLISHED,
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
});
