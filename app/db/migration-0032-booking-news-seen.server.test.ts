import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingNewsSeenMigration } from "./migration-0032-booking-news-seen.server";

const looked = "2027-03-01T10:00:00.000Z";

describe.each(DIALECTS)("migration 0032 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const booking = (createdAt: string) =>
    test.db
      .insertInto("bookings")
      .values({
        service_slug: "trening-personalny",
        service_name: "Trening personalny",
        place: "Studio",
        price: 150,
        starts_at: "2027-04-01T07:00:00.000Z",
        ends_at: "2027-04-01T08:00:00.000Z",
        claimed_until: "2027-04-01T08:15:00.000Z",
        name: "Anna",
        email: "anna@example.com",
        phone: "",
        notes: "",
        status: "confirmed",
        sequence: 0,
        kept_outside_rules_at: null,
        submission_key: randomUUID(),
        network_hash: null,
        cancel_reason: null,
        cancelled_at: null,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  it("gives every booking the agenda's last look, so nothing seen turns new again, and drops that look's row", async () => {
    await bookingNewsSeenMigration.down!(test.db);
    await test.db
      .insertInto("panel_seen")
      .values([
        { part: "calendar", seen_at: looked },
        { part: "enquiries", seen_at: "2027-03-02T10:00:00.000Z" },
      ])
      .execute();
    await booking("2027-02-28T10:00:00.000Z");
    await booking("2027-03-01T11:00:00.000Z");

    await bookingNewsSeenMigration.up(test.db);

    const rows = await test.db.selectFrom("bookings").select("news_seen_at").execute();
    expect(rows.map((row) => row.news_seen_at)).toEqual([looked, looked]);
    expect(await test.db.selectFrom("panel_seen").select("part").execute()).toEqual([{ part: "enquiries" }]);
  });
});
