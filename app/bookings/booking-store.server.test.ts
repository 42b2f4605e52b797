import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { blockTime, bookSession, cancelBooking, cellsBetween, moveBooking, type NewBooking } from "./booking-store.server";
import { calendarFrom } from "./calendar-queries.server";

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
    networkHash: "network",
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
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => bookSession(test.db, request(nine, { email: `osoba${index}@example.com` }), now)));
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
    expect(await cancelBooking(test.db, made.booking.id, { client: true }, now)).toBe(true);
    expect(await cancelBooking(test.db, made.booking.id, { client: true }, now)).toBe(false);
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
    expect(await moveBooking(test.db, made.booking.id, slot, now)).toBe("taken");
    expect((await bookSession(test.db, request(start), now)).kind).toBe("taken");
    const later = { start: start + 240 * MINUTE, end: start + 300 * MINUTE, bufferMs: 15 * MINUTE };
    expect(await moveBooking(test.db, made.booking.id, later, now)).toBe("moved");
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
});
