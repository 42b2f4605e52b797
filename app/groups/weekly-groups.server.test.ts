import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookSeats } from "./group-seats.server";
import { openGroupSessions } from "./group-sessions.server";
import { joinWeeklyGroup, weeklyGroupsFor } from "./weekly-groups.server";
import { joinedDateLine, weeklyGroupSeats, weeklyGroupWhen } from "./weekly-groups.messages";

const NOW = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("a weekly group on the client's page on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("joins the coming weeks in one go: a seat where one is free, each date said, nothing twice however often it is sent", async () => {
    const fates = await openGroupSessions(
      test.db,
      {
        title: "Zdrowy kręgosłup",
        serviceSlug: "trening",
        place: "Studio",
        day: Temporal.PlainDate.from("2027-03-02"),
        clock: 18 * 60,
        minutes: 60,
        bufferMs: 0,
        seats: 1,
        minSeats: null,
        price: 60,
        weeks: 3,
        decideHoursBefore: null,
      },
      NOW,
    );
    const ids = fates.map((fate) => (fate.outcome === "opened" ? fate.id : 0));
    // The second week is full already.
    await bookSeats(
      test.db,
      ids[1]!,
      { name: "Ktoś", email: "ktos@example.com", phone: "600 100 300", notes: "", companion: null, submissionKey: "other-seat" },
      NOW,
    );
    const { id: clientId } = await test.db
      .insertInto("clients")
      .values({
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "+48600100200",
        notes: "",
        created_at: NOW.toISOString(),
        last_activity_at: NOW.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const [group] = await weeklyGroupsFor(test.db, clientId, NOW);
    expect(group).toMatchObject({ title: "Zdrowy kręgosłup", ahead: 3, withSeats: 2, joined: 0 });
    expect(weeklyGroupWhen(group!).replace(/\u00a0/g, " ")).toBe("we wtorki o 18:00, Studio · 60 zł za zajęcia");
    expect(weeklyGroupSeats(group!)).toBe("Przed nami 3 terminy, wolne miejsca: 2 terminy.");

    const joined = await joinWeeklyGroup(test.db, { weeklyKey: group!.weeklyKey, clientId, formKey: "form-key-1" }, NOW);
    expect(joined?.fates.map((fate) => fate.outcome)).toEqual(["booked", "full", "booked"]);
    expect(joined?.fates.map(joinedDateLine)[0]).toBe("we wtorek 2 marca, 18:00: masz miejsce");
    // The same form again, or a new one: nothing booked twice.
    expect((await joinWeeklyGroup(test.db, { weeklyKey: group!.weeklyKey, clientId, formKey: "form-key-1" }, NOW))?.fates.map((fate) => fate.outcome)).toEqual([
      "already",
      "full",
      "already",
    ]);
    expect((await joinWeeklyGroup(test.db, { weeklyKey: group!.weeklyKey, clientId, formKey: "form-key-2" }, NOW))?.fates.map((fate) => fate.outcome)).toEqual([
      "already",
      "full",
      "already",
    ]);
    const seats = await test.db
      .selectFrom("bookings")
      .select(["client_id", "group_session_id"])
      .where("email", "=", "anna@example.com")
      .orderBy("group_session_id")
      .execute();
    expect(seats).toEqual([
      { client_id: clientId, group_session_id: ids[0] },
      { client_id: clientId, group_session_id: ids[2] },
    ]);
    expect(await weeklyGroupsFor(test.db, clientId, NOW)).toMatchObject([{ ahead: 3, withSeats: 0, joined: 2 }]);
  });
});
