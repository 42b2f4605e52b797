import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { comingSessions, groupSessionWithSeats, nextWithSeats } from "./coming-sessions.server";
import { bookSeats } from "./group-seats.server";
import { cancelGroupSession, openGroupSessions, type GroupPlan } from "./group-sessions.server";

const now = new Date("2027-02-27T08:00:00.000Z");
const PLAN: GroupPlan = {
  title: "Zdrowy kręgosłup",
  serviceSlug: "zdrowy-kregoslup",
  place: "Studio",
  day: Temporal.PlainDate.from("2027-03-02"),
  clock: 18 * 60,
  minutes: 60,
  bufferMs: 15 * 60_000,
  seats: 3,
  minSeats: null,
  price: 60,
  weeks: 1,
  decideHoursBefore: null,
};
let keys = 0;
const person = (companion: string | null = null) => ({
  name: "Osoba",
  email: `osoba${++keys}@example.com`,
  phone: "+48600100200",
  notes: "",
  companion,
  submissionKey: `coming-${keys}-${Math.random().toString(36).slice(2)}`,
});

describe.each(DIALECTS)("the coming group sessions on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const open = async (plan: Partial<GroupPlan>) => {
    const fates = await openGroupSessions(test.db, { ...PLAN, ...plan }, now);
    return fates.map((fate) => (fate.outcome === "opened" ? fate.id : 0));
  };

  it("lists open sessions of the coming 8 weeks soonest first with their free seats; not cancelled, begun or later ones", async () => {
    const [weekly1, weekly2, weekly3] = await open({ weeks: 3 });
    const [cancelled] = await open({ day: Temporal.PlainDate.from("2027-03-03"), title: "Pary" });
    const [tooLate] = await open({ day: Temporal.PlainDate.from("2027-04-30"), title: "Pary" });
    const [pair] = await open({ day: Temporal.PlainDate.from("2027-03-01"), title: "Pary", seats: 2 });
    await bookSeats(test.db, weekly1!, person("Jan Nowak"), now);
    await bookSeats(test.db, weekly2!, person(), now);
    await bookSeats(test.db, pair!, person("Ewa Nowak"), now);
    await cancelGroupSession(test.db, cancelled!, { message: "", now });

    const coming = await comingSessions(test.db, now);
    expect(coming.map((session) => [session.id, session.free])).toEqual([
      [pair, 0],
      [weekly1, 1],
      [weekly2, 2],
      [weekly3, 3],
    ]);
    expect(coming.map((session) => session.id)).not.toContain(tooLate);
    // Seven days on, the first weekly session has begun.
    const later = await comingSessions(test.db, new Date("2027-03-02T17:30:00.000Z"));
    expect(later.map((session) => session.id)).toEqual([weekly2, weekly3]);

    expect(await nextWithSeats(test.db, coming[1]!, 2, now)).toMatchObject([{ id: weekly2 }, { id: weekly3 }]);
    expect(await nextWithSeats(test.db, coming[0]!, 1, now)).toEqual([]);
    expect(await groupSessionWithSeats(test.db, cancelled!, now)).toMatchObject({ bookable: false, free: 3 });
    expect(await groupSessionWithSeats(test.db, pair!, now)).toMatchObject({ bookable: true, free: 0, price: 60, title: "Pary" });
    expect(await groupSessionWithSeats(test.db, 999_999, now)).toBeUndefined();
  });
});
