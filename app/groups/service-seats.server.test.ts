import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { testBookingSettings } from "../../tests/support/booking-settings";
import type { SeatBookingRequest } from "~/bookings/index.server";
import { freeSlotsByDay } from "~/scheduling/availability";
import { bookServiceSeat } from "./service-seats.server";

const now = new Date("2027-02-27T08:00:00.000Z");
const settings = testBookingSettings();
const pair = { ...settings.services[1]!, slug: "w-parze", name: "Trening w parze", seats: 2, price: 90 };
const group = { ...pair, slug: "grupa", name: "Mała grupa", seats: 4, minSeats: 3, decideHoursBefore: 12 };
const withServices = { ...settings, services: [...settings.services, pair, group] };
const starts = [...freeSlotsByDay(settings, pair, now, { occupied: [], sessionStarts: [] }).values()].flat().map((slot) => slot.start);
let keys = 0;

function seatAt(start: number, service = pair, companionFields: SeatBookingRequest["companionFields"] = {}) {
  const index = ++keys;
  return {
    settings: withServices,
    service,
    start,
    place: "Studio, ul. Sportowa 1, Przykładowo",
    person: { name: `Osoba ${index}`, email: `osoba${index}@example.com`, phone: "+48600100200", notes: "", submissionKey: `service-seat-${index}-abcdefghij` },
    companionFields,
    now,
  };
}

describe.each(DIALECTS)("a seat of a service with places, booked from /rezerwacja, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const sessionsAt = (start: number) => test.db.selectFrom("group_sessions").selectAll().where("starts_at", "=", new Date(start).toISOString()).execute();
  const seatsOf = (id: number) => test.db.selectFrom("group_seats").select("seat_number").where("group_session_id", "=", id).execute();

  it("opens one session when two visitors take the same free time at once, and seats both", async () => {
    const start = starts[4]!;
    const answers = await Promise.all([bookServiceSeat(test.db, seatAt(start)), bookServiceSeat(test.db, seatAt(start))]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    const sessions = await sessionsAt(start);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      title: "Trening w parze",
      service_slug: "w-parze",
      seats: 2,
      price: 90,
      min_seats: null,
      decide_at: null,
      weekly_key: null,
    });
    expect(await seatsOf(sessions[0]!.id)).toHaveLength(2);
  });

  it("answers a full session with 'brak miejsc' and the service's next session with a seat", async () => {
    const [start, later] = [starts[10]!, starts[20]!];
    expect((await bookServiceSeat(test.db, seatAt(start, pair, { companion: "on", companionName: "Jan Nowak" }))).ok).toBe(true);
    expect((await bookServiceSeat(test.db, seatAt(later))).ok).toBe(true);
    const full = await bookServiceSeat(test.db, seatAt(start));
    expect(full).toMatchObject({ ok: false, reason: "seats", status: 409, alternatives: [{ start: later }] });
    expect(full.ok === false && "formError" in full && full.formError).toMatch(/^Brak wolnych miejsc/);
    expect(await seatsOf((await sessionsAt(start))[0]!.id)).toHaveLength(2);
  });

  it("asks the companion's name when the box is ticked, and opens nothing", async () => {
    const start = starts[30]!;
    const answer = await bookServiceSeat(test.db, seatAt(start, pair, { companion: "on", companionName: " " }));
    expect(answer).toMatchObject({ ok: false, reason: "seats", status: 400, fieldErrors: { companionName: ["Podaj imię i nazwisko osoby towarzyszącej."] } });
    expect(await sessionsAt(start)).toEqual([]);
  });

  it("opens a group with its minimum, asking the trainer the service's hours before", async () => {
    const start = starts[40]!;
    expect((await bookServiceSeat(test.db, seatAt(start, group))).ok).toBe(true);
    const [session] = await sessionsAt(start);
    expect(session).toMatchObject({ seats: 4, min_seats: 3 });
    expect(Date.parse(session!.decide_at!)).toBe(start - 12 * 3_600_000);
  });

  it("refuses a time held by another service's session, with the free times nearest", async () => {
    const start = starts[50]!;
    expect((await bookServiceSeat(test.db, seatAt(start, group))).ok).toBe(true);
    const answer = await bookServiceSeat(test.db, seatAt(start));
    expect(answer).toMatchObject({ ok: false, reason: "taken" });
    expect(answer.ok === false && answer.alternatives?.length).toBeGreaterThan(0);
  });
});
