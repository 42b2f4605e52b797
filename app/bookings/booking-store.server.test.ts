import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { cellsBetween } from "./booking-cells.server";
import { MAX_CLIENT_MOVES } from "./booking-change-rules";
import { bookSession, changeBooking, type NewBooking } from "./booking-store.server";
import { blockTime } from "./calendar-blocks.server";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { calendarFrom } from "~/scheduling/calendar-queries.server";

const MINUTE = 60_000;
const now = new Date("2027-02-27T08:00:00.000Z");
const nine = Date.parse("2027-03-02T08:00:00.000Z");

let keys = 0;
function request(start: number, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    service: { slug: "trening", name: "Trening personalny", price: 150 },
    place: "Studio, ul. Sportowa 1, Przykładowo",
    start,
    end: start + 60 * MINUTE,
    bufferMs: 15 * MINUTE,
    name: "Anna Nowak",
    email: "anna@example.com",
    phone: "+48 600 100 200",
    notes: "",
    submissionKey: `key-${++keys}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

describe.each(DIALECTS)("the booking store on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("claims five-minute cells up to the end of the buffer", () => {
    expect(cellsBetween(nine, nine + 75 * MINUTE)).toHaveLength(15);
    expect(cellsBetween(nine, nine + 5 * MINUTE)).toEqual(["2027-03-02T08:00:00.000Z"]);
  });

  it("makes exactly one booking of 50 simultaneous requests for one time", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => bookSession(test.db, request(nine, { email: `osoba${index}@example.com` }), now)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "booked")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "taken")).toHaveLength(49);
    const rows = await test.db.selectFrom("bookings").selectAll().where("starts_at", "=", new Date(nine).toISOString()).execute();
    expect(rows).toHaveLength(1);
    // Its mails are queued with it: the two confirmations now, the reminder a day before.
    const mails = await test.db.selectFrom("outbox").select(["kind", "next_attempt_at"]).where("booking_id", "=", rows[0]!.id).orderBy("id").execute();
    expect(mails).toEqual([
      { kind: "booking_confirmed_visitor", next_attempt_at: now.toISOString() },
      { kind: "booking_confirmed_trainer", next_attempt_at: now.toISOString() },
      { kind: "booking_reminder", next_attempt_at: "2027-03-01T08:00:00.000Z" },
    ]);
  });

  it("refuses a time overlapping a booking or its buffer, and allows one right after the buffer", async () => {
    expect((await bookSession(test.db, request(nine + 30 * MINUTE), now)).kind).toBe("taken");
    expect((await bookSession(test.db, request(nine + 70 * MINUTE), now)).kind).toBe("taken");
    expect((await bookSession(test.db, request(nine - 60 * MINUTE), now)).kind).toBe("taken");
    expect((await bookSession(test.db, request(nine + 75 * MINUTE), now)).kind).toBe("booked");
  });

  it("answers a repeated submission with the same booking, also when sent twice at once", async () => {
    const twice = request(nine + 24 * 60 * MINUTE);
    const [first, second] = await Promise.all([bookSession(test.db, twice, now), bookSession(test.db, twice, now)]);
    const kinds = [first.kind, second.kind].sort();
    expect(kinds).toEqual(["booked", "repeated"]);
    const third = await bookSession(test.db, twice, now);
    expect(third).toMatchObject({ kind: "repeated" });
    if (first.kind !== "taken" && third.kind !== "taken") expect(third.booking.id).toBe(first.booking.id);
    const count = await test.db.selectFrom("bookings").select("id").where("submission_key", "=", twice.submissionKey).execute();
    expect(count).toHaveLength(1);
  });

  it("frees the time of a cancelled booking, once", async () => {
    const start = nine + 2 * 24 * 60 * MINUTE;
    const made = await bookSession(test.db, request(start), now);
    if (made.kind === "taken") throw new Error("not booked");
    expect(await changeBooking(test.db, made.booking.id, { kind: "cancel", by: "client" }, { now })).toMatchObject({ ok: true });
    expect(await changeBooking(test.db, made.booking.id, { kind: "cancel", by: "client" }, { now })).toMatchObject({ ok: false, reason: "cancelled" });
    const mails = await test.db.selectFrom("outbox").select(["kind", "status"]).where("booking_id", "=", made.booking.id).orderBy("id").execute();
    expect(mails).toEqual([
      { kind: "booking_confirmed_visitor", status: "skipped" },
      { kind: "booking_confirmed_trainer", status: "skipped" },
      { kind: "booking_reminder", status: "skipped" },
      { kind: "booking_cancelled_visitor", status: "pending" },
      { kind: "booking_cancelled_trainer", status: "pending" },
    ]);
    expect((await bookSession(test.db, request(start), now)).kind).toBe("booked");
  });

  it("moves a booking only to a free time, keeping the old one otherwise", async () => {
    const start = nine + 3 * 24 * 60 * MINUTE;
    const made = await bookSession(test.db, request(start), now);
    const other = await bookSession(test.db, request(start + 120 * MINUTE), now);
    if (made.kind === "taken" || other.kind === "taken") throw new Error("not booked");
    const slot = { start: start + 120 * MINUTE, end: start + 180 * MINUTE, bufferMs: 15 * MINUTE };
    expect(await changeBooking(test.db, made.booking.id, { kind: "move", by: "client", slot }, { now })).toMatchObject({ ok: false, reason: "taken" });
    expect((await bookSession(test.db, request(start), now)).kind).toBe("taken");
    const later = { start: start + 240 * MINUTE, end: start + 300 * MINUTE, bufferMs: 15 * MINUTE };
    expect(await changeBooking(test.db, made.booking.id, { kind: "move", by: "client", slot: later }, { now })).toMatchObject({ ok: true });
    const moved = await test.db.selectFrom("bookings").selectAll().where("id", "=", made.booking.id).executeTakeFirstOrThrow();
    expect([moved.starts_at, moved.sequence]).toEqual([new Date(later.start).toISOString(), 1]);
    expect((await bookSession(test.db, request(start), now)).kind).toBe("booked");
  });

  it("blocks time the trainer marks busy, unless something holds it; the calendar shows both", async () => {
    const start = nine + 4 * 24 * 60 * MINUTE;
    const blocked = await blockTime(test.db, { start, end: start + 120 * MINUTE, note: "szkolenie" }, now);
    expect(blocked.kind).toBe("blocked");
    expect((await bookSession(test.db, request(start + 60 * MINUTE), now)).kind).toBe("taken");
    expect((await blockTime(test.db, { start: start + 60 * MINUTE, end: start + 180 * MINUTE, note: "" }, now)).kind).toBe("taken");
    const calendar = await calendarFrom(test.db, now);
    expect(calendar.occupied).toContainEqual({ start, end: start + 120 * MINUTE });
  });
  it("moves a session to a time overlapping its own (half an hour later)", async () => {
    const start = nine + 5 * 24 * 60 * MINUTE;
    const made = await bookSession(test.db, request(start), now);
    if (made.kind === "taken") throw new Error("not booked");
    const later = { start: start + 30 * MINUTE, end: start + 90 * MINUTE, bufferMs: 15 * MINUTE };
    const moved = await changeBooking(test.db, made.booking.id, { kind: "move", by: "client", slot: later }, { now, expectedSequence: 0 });
    expect(moved).toMatchObject({ ok: true, booking: { starts_at: new Date(later.start).toISOString(), sequence: 1, client_moves: 1 } });
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("refuses a change made from an older page (stale version), one after the booking was cancelled, and a fourth move by the client", async () => {
    const start = nine + 6 * 24 * 60 * MINUTE;
    const made = await bookSession(test.db, request(start), now);
    if (made.kind === "taken") throw new Error("not booked");
    const id = made.booking.id;
    const slotAt = (offset: number) => ({ start: start + offset * MINUTE, end: start + (offset + 60) * MINUTE, bufferMs: 15 * MINUTE });
    for (let move = 1; move <= MAX_CLIENT_MOVES; move++) {
      expect(await changeBooking(test.db, id, { kind: "move", by: "client", slot: slotAt(move * 120) }, { now, expectedSequence: move - 1 })).toMatchObject({
        ok: true,
      });
    }
    expect(await changeBooking(test.db, id, { kind: "move", by: "client", slot: slotAt(600) }, { now, expectedSequence: 0 })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(await changeBooking(test.db, id, { kind: "move", by: "client", slot: slotAt(600) }, { now })).toMatchObject({ ok: false, reason: "moves-used" });
    // The trainer may still move it.
    expect(await changeBooking(test.db, id, { kind: "move", by: "trainer", slot: slotAt(600) }, { now })).toMatchObject({ ok: true });
    expect(await changeBooking(test.db, id, { kind: "cancel", by: "trainer", message: "" }, { now })).toMatchObject({
      ok: true,
      booking: { status: "cancelled", sequence: 5 },
    });
    expect(await changeBooking(test.db, id, { kind: "move", by: "trainer", slot: slotAt(720) }, { now })).toMatchObject({ ok: false, reason: "cancelled" });
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("refuses a client's change within the cut-off, and an outcome before the start; an outcome frees the cells", async () => {
    const start = nine + 7 * 24 * 60 * MINUTE;
    const made = await bookSession(test.db, request(start), now);
    if (made.kind === "taken") throw new Error("not booked");
    const id = made.booking.id;
    const dayBefore = new Date(start - 6 * 60 * MINUTE);
    expect(await changeBooking(test.db, id, { kind: "cancel", by: "client" }, { now: dayBefore, cutoffHours: 12 })).toMatchObject({
      ok: false,
      reason: "late",
    });
    expect(await changeBooking(test.db, id, { kind: "attended" }, { now })).toMatchObject({ ok: false, reason: "not-started" });
    const after = new Date(start + 70 * MINUTE);
    expect(await changeBooking(test.db, id, { kind: "attended" }, { now: after })).toMatchObject({ ok: true, booking: { status: "attended", sequence: 1 } });
    expect(await test.db.selectFrom("booking_cells").select("cell_at").where("booking_id", "=", id).execute()).toEqual([]);
    // A wrongly marked outcome can be corrected.
    expect(await changeBooking(test.db, id, { kind: "no_show" }, { now: after })).toMatchObject({ ok: true, booking: { status: "no_show" } });
    expect(await changeBooking(test.db, id, { kind: "cancel", by: "trainer", message: "" }, { now: after })).toMatchObject({ ok: false, reason: "finished" });
  });

  it("leaves every booking in one state with the right cells when cancels and moves of it race", async () => {
    const base = nine + 8 * 24 * 60 * MINUTE;
    for (let round = 0; round < 10; round++) {
      const start = base + round * 300 * MINUTE;
      const made = await bookSession(test.db, request(start), now);
      if (made.kind === "taken") throw new Error("not booked");
      const move = (offset: number) =>
        changeBooking(
          test.db,
          made.booking.id,
          { kind: "move", by: "client", slot: { start: start + offset * MINUTE, end: start + (offset + 60) * MINUTE, bufferMs: 15 * MINUTE } },
          { now, expectedSequence: 0 },
        );
      const outcomes = await Promise.all([
        move(90),
        changeBooking(test.db, made.booking.id, { kind: "cancel", by: "client" }, { now, expectedSequence: 0 }),
        move(180),
      ]);
      // One change was made from the page as it was; the others found it changed.
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.reason)).toEqual(["stale", "stale"]);
    }
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });
});
