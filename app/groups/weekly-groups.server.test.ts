import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { mailGroupOf } from "~/series/index.server";
import { bookSeats } from "./group-seats.server";
import { openGroupSessions } from "./group-sessions.server";
import { blockEmail } from "~/clients/index.server";
import { orderBalances } from "~/ledger/index.server";
import { joinWeeklyGroup, weeklyGroupsFor, type WeeklyJoin } from "./weekly-groups.server";
import { joinedDateLine, weeklyGroupSeats, weeklyGroupWhen } from "./weekly-groups.messages";

const NOW = new Date("2027-03-01T10:00:00.000Z");
/** The trainer's day off on the third Tuesday: its session is skipped, not booked. */
const SETTINGS = testBookingSettings({ exceptions: [{ from: "2027-03-16", to: "2027-03-16", hours: [], note: "Urlop" }] });
const CONTENT = { booking: SETTINGS, privacy: { blockMonths: 24 } };
const fatesOf = (joined: WeeklyJoin | null) => (joined?.kind === "joined" ? joined.fates : null);

describe.each(DIALECTS)("a weekly group on the client's page on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("joins the coming weeks in one go: a seat where one is free, none on a day off, each date said, one mail, nothing twice however often it is sent", async () => {
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
        weeks: 4,
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
    expect(group).toMatchObject({ title: "Zdrowy kręgosłup", ahead: 4, withSeats: 3, joined: 0 });
    expect(weeklyGroupWhen(group!).replace(/\u00a0/g, " ")).toBe("we wtorki o 18:00, Studio · 60 zł za zajęcia");
    expect(weeklyGroupSeats(group!)).toBe("Przed nami 4 terminy, wolne miejsca są w 3 z nich.");

    const joined = fatesOf(await joinWeeklyGroup(test.db, { weeklyKey: group!.weeklyKey, clientId, formKey: "form-key-1" }, CONTENT, NOW));
    expect(joined?.map((fate) => fate.outcome)).toEqual(["booked", "full", "closed", "booked"]);
    expect(joined?.map(joinedDateLine)[0]).toBe("we wtorek 2 marca, 18:00: masz miejsce");
    expect(joined?.map(joinedDateLine)[2]).toBe("we wtorek 16 marca, 18:00: nie zapisano — Urlop");
    // One confirmation for the join, to the client, listing both seats; one note to the trainer.
    const annas = (await test.db.selectFrom("bookings").select("id").where("client_id", "=", clientId).execute()).map((row) => row.id);
    const queued = await test.db
      .selectFrom("outbox")
      .select("kind")
      .where("booking_id", "in", annas)
      .where("kind", "in", ["booking_confirmed_visitor", "booking_confirmed_trainer"])
      .execute();
    expect(queued.map((row) => row.kind).toSorted()).toEqual(["booking_confirmed_trainer", "booking_confirmed_visitor"]);
    const first = await test.db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).orderBy("starts_at").executeTakeFirstOrThrow();
    expect((await mailGroupOf(test.db, first, "booking_confirmed_visitor"))?.map((seat) => seat.group_session_id)).toEqual([ids[0], ids[3]]);
    // The trainer's note names both seats too.
    expect((await mailGroupOf(test.db, first, "booking_confirmed_trainer"))?.map((seat) => seat.group_session_id)).toEqual([ids[0], ids[3]]);
    // One order for the join: its two seats are its lines, 120 zł owed under one document number.
    const lines = await test.db.selectFrom("order_lines").select(["order_id", "amount"]).where("booking_id", "in", annas).execute();
    expect(lines.map((line) => line.order_id)).toEqual([lines[0]!.order_id, lines[0]!.order_id]);
    expect(await orderBalances(test.db, [lines[0]!.order_id])).toEqual(new Map([[lines[0]!.order_id, 120]]));
    // The same form again, or a new one: nothing booked twice.
    for (const formKey of ["form-key-1", "form-key-2"])
      expect(fatesOf(await joinWeeklyGroup(test.db, { weeklyKey: group!.weeklyKey, clientId, formKey }, CONTENT, NOW))?.map((fate) => fate.outcome)).toEqual([
        "already",
        "full",
        "closed",
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
      { client_id: clientId, group_session_id: ids[3] },
    ]);
    expect(await weeklyGroupsFor(test.db, clientId, NOW)).toMatchObject([{ ahead: 4, withSeats: 1, joined: 2 }]);
  });

  it("books nothing for an address the trainer blocked, however it is written", async () => {
    const [opened] = await openGroupSessions(
      test.db,
      {
        title: "Pilates",
        serviceSlug: "trening",
        place: "Studio",
        day: Temporal.PlainDate.from("2027-03-04"),
        clock: 9 * 60,
        minutes: 60,
        bufferMs: 0,
        seats: 6,
        minSeats: null,
        price: 50,
        weeks: 2,
        decideHoursBefore: null,
      },
      NOW,
    );
    const weeklyKey = (
      await test.db
        .selectFrom("group_sessions")
        .select("weekly_key")
        .where("id", "=", opened!.outcome === "opened" ? opened!.id : 0)
        .executeTakeFirstOrThrow()
    ).weekly_key!;
    const at = NOW.toISOString();
    const { id: clientId } = await test.db
      .insertInto("clients")
      .values({ name: "Zofia Zablokowana", email: "Zofia.Z+grupy@gmail.com", phone: "", notes: "", created_at: at, last_activity_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await blockEmail(test.db, "zofiaz@gmail.com", NOW);
    expect(await joinWeeklyGroup(test.db, { weeklyKey, clientId, formKey: "blocked-form" }, CONTENT, NOW)).toEqual({ kind: "blocked" });
    expect(await test.db.selectFrom("bookings").select("id").where("client_id", "=", clientId).execute()).toEqual([]);
  });
});
