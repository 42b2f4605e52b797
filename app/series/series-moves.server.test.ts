import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { changeBooking, findBooking } from "~/bookings/booking-store.server";
import { blockTime } from "~/bookings/calendar-blocks.server";
import { cancelFollowing, moveFollowing } from "./series-changes.server";
import { mailGroupOf } from "./mail-group.server";
import { composeBookingMail } from "~/bookings/booking-mail.server";
import { now, at, wall, addresses, tokensOf, series } from "../../tests/support/series-fixture";
import { PUBLISHED } from "../../tests/support/published-content";

describe.each(DIALECTS)("moving a series from one occurrence on, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

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
      site: PUBLISHED,
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
