import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { QueryCounter } from "../../tests/support/query-counter";
import { agendaWeek } from "./agenda-week.server";
import { bookSeats, openGroupSessions } from "~/groups/index.server";

const now = new Date("2027-03-01T06:00:00.000Z");
let keys = 0;
const seat = (name: string, companion: string | null = null) => ({
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  phone: "",
  notes: "",
  companion,
  submissionKey: `agenda-grupa-${++keys}-${Math.random().toString(36).slice(2)}`,
});

describe.each(DIALECTS)("group sessions in the agenda on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const plan = (day: string, clock: number) => ({
    title: "Zdrowy kręgosłup",
    serviceSlug: "trening",
    place: "Studio",
    day: Temporal.PlainDate.from(day),
    clock,
    minutes: 60,
    bufferMs: 0,
    seats: 6,
    minSeats: null,
    price: 50,
    weeks: 1,
    decideHoursBefore: null,
  });
  const week = async () => {
    const counter = new QueryCounter();
    const shown = await agendaWeek(test.db.withPlugin(counter), "2027-03-01", testBookingSettings(), now);
    return { count: counter.count, entries: shown.days.flatMap((day) => day.entries) };
  };

  it("shows a session once with its seats taken and names, never its seats' bookings, in the same number of queries", async () => {
    const [first] = await openGroupSessions(test.db, plan("2027-03-02", 18 * 60), now);
    if (first?.outcome !== "opened") throw new Error("not opened");
    for (const [name, companion] of [
      ["Anna Nowak", null],
      ["Ewa Kowalska", "Jan Kowalski"],
    ] as const)
      await bookSeats(test.db, first.id, seat(name, companion), now);
    const one = await week();
    expect(one.entries).toEqual([
      expect.objectContaining({
        kind: "group",
        id: first.id,
        title: "Zdrowy kręgosłup",
        taken: 3,
        seats: 6,
        names: ["Anna Nowak", "Ewa Kowalska + Jan Kowalski"],
      }),
    ]);
    for (const clock of [7, 9, 11, 13]) {
      const [more] = await openGroupSessions(test.db, plan("2027-03-03", clock * 60), now);
      if (more?.outcome === "opened") await bookSeats(test.db, more.id, seat(`Osoba ${clock}`), now);
    }
    const five = await week();
    expect(five.entries.filter((entry) => entry.kind === "group")).toHaveLength(5);
    expect(five.entries.filter((entry) => entry.kind === "booking")).toEqual([]);
    expect(five.count).toBe(one.count);
  });
});
