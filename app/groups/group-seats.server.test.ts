import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { changeBooking } from "~/bookings/index.server";
import { calendarFrom } from "~/scheduling/calendar-queries.server";
import { bookSeats, freeSeatNumbers, type SeatRequest } from "./group-seats.server";
import { cancelGroupSession, openGroupSessions, type GroupPlan } from "./group-sessions.server";

const now = new Date("2027-02-27T08:00:00.000Z");
const PLAN: GroupPlan = {
  title: "Zdrowy kręgosłup",
  serviceSlug: "zdrowy-kregoslup",
  place: "Studio, ul. Sportowa 1, Przykładowo",
  day: Temporal.PlainDate.from("2027-03-02"),
  clock: 18 * 60,
  minutes: 60,
  bufferMs: 15 * 60_000,
  seats: 6,
  minSeats: null,
  price: 60,
  weeks: 1,
  decideHoursBefore: null,
};
let keys = 0;
const person = (index: number, companion: string | null = null): SeatRequest => ({
  name: `Osoba ${index}`,
  email: `osoba${index}@example.com`,
  phone: "+48 600 100 200",
  notes: "",
  companion,
  submissionKey: `seat-${++keys}-${Math.random().toString(36).slice(2)}`,
});

describe("free seat numbers", () => {
  it("are every number up to the seats that no booking holds, lowest first", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.integer({ min: 1, max: 20 })), (seats, taken) => {
        const free = freeSeatNumbers(seats, taken);
        expect(free.every((seat) => seat <= seats && !taken.includes(seat))).toBe(true);
        expect(free.length + new Set(taken.filter((seat) => seat <= seats)).size).toBe(seats);
        expect([...free].sort((a, b) => a - b)).toEqual(free);
      }),
    );
  });
});

describe.each(DIALECTS)("seats of a group session on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const open = async (plan: Partial<GroupPlan> = {}) => {
    const [fate] = await openGroupSessions(test.db, { ...PLAN, ...plan }, now);
    if (fate?.outcome !== "opened") throw new Error(`not opened: ${fate?.outcome}`);
    return fate.id;
  };
  const seatsOf = (id: number) => test.db.selectFrom("group_seats").selectAll().where("group_session_id", "=", id).orderBy("seat_number").execute();

  it("sells exactly the 6 seats to 30 people asking at once through two instances; the rest hear it is full", async () => {
    const id = await open();
    // A second handle on PostgreSQL is a second instance's pool; SQLite's one file serialises writes in any case.
    const other = dialect === "postgres" ? test.open() : test.db;
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, index) => bookSeats(index % 2 ? other : test.db, id, person(index), now)));
    expect(outcomes.filter((outcome) => outcome.kind === "booked")).toHaveLength(6);
    expect(outcomes.filter((outcome) => outcome.kind === "full")).toEqual(Array(24).fill({ kind: "full", free: 0 }));
    expect((await seatsOf(id)).map((seat) => seat.seat_number)).toEqual([1, 2, 3, 4, 5, 6]);
    const bookings = await test.db.selectFrom("bookings").select(["status", "seats", "price"]).where("group_session_id", "=", id).execute();
    expect(bookings).toEqual(Array(6).fill({ status: "confirmed", seats: 1, price: 60 }));
  });

  it("gives a companion's booking two seats or none, and a cancel frees only its own seats", async () => {
    const id = await open({ day: Temporal.PlainDate.from("2027-03-03"), seats: 3 });
    const pair = await bookSeats(test.db, id, person(100, "Jan Kowalski"), now);
    expect(pair).toMatchObject({ kind: "booked", booking: { seats: 2, companion_name: "Jan Kowalski", price: 120 } });
    const alone = await bookSeats(test.db, id, person(101), now);
    expect(alone.kind).toBe("booked");
    expect(await bookSeats(test.db, id, person(102, "Ewa Nowak"), now)).toEqual({ kind: "full", free: 0 });
    if (alone.kind !== "booked" || pair.kind !== "booked") throw new Error("not booked");
    expect((await changeBooking(test.db, alone.booking.id, { kind: "cancel", by: "client" }, { now })).ok).toBe(true);
    // One seat free: a companion's booking takes none of it.
    expect(await bookSeats(test.db, id, person(103, "Ewa Nowak"), now)).toEqual({ kind: "full", free: 1 });
    expect((await seatsOf(id)).map((seat) => [seat.seat_number, seat.booking_id])).toEqual([
      [1, pair.booking.id],
      [2, pair.booking.id],
    ]);
    expect((await bookSeats(test.db, id, person(104), now)).kind).toBe("booked");
  });

  it("the same form sent twice books once", async () => {
    const id = await open({ day: Temporal.PlainDate.from("2027-03-04") });
    const request = person(200);
    const [first, second] = await Promise.all([bookSeats(test.db, id, request, now), bookSeats(test.db, id, request, now)]);
    expect([first.kind, second.kind].sort()).toEqual(["booked", "repeated"]);
    expect(await seatsOf(id)).toHaveLength(1);
  });

  it("holds the trainer's time once, whatever its seats: the booking page sees it taken, and no second group fits", async () => {
    const id = await open({ day: Temporal.PlainDate.from("2027-03-05") });
    await Promise.all([1, 2].map((index) => bookSeats(test.db, id, person(400 + index), now)));
    const start = Date.parse("2027-03-05T17:00:00.000Z");
    const calendar = await calendarFrom(test.db, now);
    expect(calendar.occupied.filter((busy) => busy.start === start)).toEqual([{ start, end: start + 75 * 60_000 }]);
    const [again] = await openGroupSessions(test.db, { ...PLAN, day: Temporal.PlainDate.from("2027-03-05"), clock: 18 * 60 + 30 }, now);
    expect(again?.outcome).toBe("taken");
  });

  it("opens a weekly group week by week, saying which dates were taken", async () => {
    await open({ day: Temporal.PlainDate.from("2027-03-16"), clock: 7 * 60 });
    const fates = await openGroupSessions(test.db, { ...PLAN, day: Temporal.PlainDate.from("2027-03-09"), clock: 7 * 60, weeks: 3 }, now);
    expect(fates.map((fate) => [fate.day.toString(), fate.outcome])).toEqual([
      ["2027-03-09", "opened"],
      ["2027-03-16", "taken"],
      ["2027-03-23", "opened"],
    ]);
    const weekly = await test.db
      .selectFrom("group_sessions")
      .select("weekly_key")
      .where("starts_at", ">=", "2027-03-09")
      .where("starts_at", "<", "2027-03-24")
      .execute();
    expect(new Set(weekly.map((row) => row.weekly_key)).size).toBe(2);
  });

  it("cancels the whole session: every seat's booking cancelled, each client told once, the seats and the time freed", async () => {
    const id = await open({ day: Temporal.PlainDate.from("2027-03-06") });
    const booked = await Promise.all([1, 2, 3].map((index) => bookSeats(test.db, id, person(300 + index), now)));
    expect(await cancelGroupSession(test.db, id, { message: "Choroba trenera.", now })).toEqual({ ok: true, told: 3 });
    expect(await cancelGroupSession(test.db, id, { message: "", now })).toEqual({ ok: false, reason: "cancelled" });
    const ids = booked.map((outcome) => (outcome.kind === "booked" ? outcome.booking.id : 0));
    const rows = await test.db.selectFrom("bookings").select(["status", "cancel_reason"]).where("id", "in", ids).execute();
    expect(rows).toEqual(Array(3).fill({ status: "cancelled", cancel_reason: "Choroba trenera." }));
    const told = await test.db
      .selectFrom("outbox")
      .select("booking_id")
      .where("kind", "=", "booking_cancelled_visitor")
      .where("booking_id", "in", ids)
      .execute();
    expect(told.map((row) => row.booking_id).sort()).toEqual([...ids].sort());
    expect(await seatsOf(id)).toEqual([]);
    expect(await test.db.selectFrom("booking_cells").select("cell_at").where("group_session_id", "=", id).execute()).toEqual([]);
    expect(await bookSeats(test.db, id, person(310), now)).toEqual({ kind: "closed" });
  });
});
