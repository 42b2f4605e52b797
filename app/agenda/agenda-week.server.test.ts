import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { QueryCounter } from "../../tests/support/query-counter";
import { agendaWeek } from "./agenda-week.server";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { blockTime } from "~/bookings/calendar-blocks.server";
import { sellPackage } from "~/packages/client-packages.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = new Date("2027-03-17T06:00:00.000Z"); // Wednesday 07:00 Warsaw
const monday = Date.parse("2027-03-15T06:00:00.000Z"); // 07:00 Warsaw

describe.each(DIALECTS)("the agenda's week on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A client's session at `start`, linked to their card as every booking is; with an outcome when it is past. */
  async function session(client: number, start: number, outcome?: "attended" | "no_show") {
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening", name: "Trening", price: 150 },
        place: "Studio",
        start,
        end: start + 60 * MINUTE,
        bufferMs: 15 * MINUTE,
        name: `Klient ${client}`,
        email: `klient${client}@example.com`,
        phone: "",
        notes: "",
        submissionKey: `week-${++keys}`,
      },
      new Date(start - DAY),
    );
    if (made.kind !== "booked") throw new Error(`${new Date(start).toISOString()} not booked`);
    if (outcome) await changeBooking(test.db, made.booking.id, { kind: outcome }, { now: new Date(start + 2 * 60 * MINUTE) });
    return made.booking;
  }

  /** The week's sessions of `clients` clients, each client in a weekly series with a package, a lunch block a day. */
  async function fill(clients: number, firstClient: number, hourOffset: number, blockHour: number) {
    for (let index = 0; index < clients; index++) {
      const client = firstClient + index;
      const start = monday + (index % 5) * DAY + (hourOffset + Math.floor(index / 5) * 1.5) * 60 * MINUTE;
      const thisWeek = await session(client, start, start < now.getTime() ? "attended" : undefined);
      const next = await session(client, start + 7 * DAY);
      const series = await test.db
        .insertInto("booking_series")
        .values({ client_id: thisWeek.client_id, service_slug: "trening", wall_time: "08:00", every_weeks: 1, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await test.db.updateTable("bookings").set({ series_id: series.id }).where("id", "in", [thisWeek.id, next.id]).execute();
      const sale = {
        offerSlug: "pakiet-8",
        services: ["trening"],
        name: "Pakiet 8 treningów",
        sessions: 8,
        price: 1040,
        validWeeks: 8,
        validFrom: "sale" as const,
        paidBy: "cash" as const,
        saleKey: `tydzien-${index}`,
      };
      await sellPackage(test.db, thisWeek.client_id!, sale, new Date(monday - 7 * DAY));
    }
    // A session of last week still to mark, and lunch blocked.
    await session(firstClient, monday - 7 * DAY + hourOffset * 60 * MINUTE);
    for (let day = 2; day < 7; day++) {
      const start = monday + day * DAY + blockHour * 60 * MINUTE;
      await blockTime(test.db, { start, end: start + 60 * MINUTE, note: "Obiad" }, now);
    }
  }

  async function queriesFor(week: string | null) {
    const counter = new QueryCounter();
    const shown = await agendaWeek(test.db.withPlugin(counter), week, testBookingSettings(), now);
    return { count: counter.count, shown };
  }

  it("reads a week in the same small number of queries however many bookings, series, packages and blocks it holds", async () => {
    await fill(5, 1, 0, 13);
    const few = await queriesFor(null);
    const entries = (shown: typeof few.shown) => [...shown.earlier, ...shown.days].flatMap((day) => day.entries);
    expect(entries(few.shown).filter((entry) => entry.kind === "booking")).toHaveLength(5);
    expect(entries(few.shown).some((entry) => entry.kind === "booking" && entry.package?.text.startsWith("Pakiet 8 treningów"))).toBe(true);
    expect(entries(few.shown).some((entry) => entry.kind === "booking" && entry.following === 2)).toBe(true);
    expect(few.shown.toMark).toHaveLength(1);

    await fill(20, 100, 3, 14);
    const many = await queriesFor(null);
    expect(entries(many.shown).filter((entry) => entry.kind === "booking")).toHaveLength(25);
    expect(entries(many.shown).filter((entry) => entry.kind === "block")).toHaveLength(10);
    expect(many.shown.toMark).toHaveLength(2);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(20);
    // A week ahead and one long past cost no more.
    expect((await queriesFor("2027-03-22")).count).toBeLessThanOrEqual(many.count);
    expect((await queriesFor("2026-03-16")).count).toBeLessThanOrEqual(many.count);
  });
});
