// What the menu counts since the trainer last looked: online bookings and
// clients' own cancellations and moves on "Kalendarz", new enquiries on
// "Zapytania"; nothing the trainer did, nothing once looked at, and nothing
// older than two weeks however long the trainer was away.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { lookAt, panelNews } from "~/admin/panel-news.server";

const HOUR = 3_600_000;
const start = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("the panel's news on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function booking(made: Date, changes: { origin?: "online" | "trainer"; cancelledByClient?: Date; movedByClient?: Date } = {}) {
    const at = timestamp(made);
    const { id } = await test.db
      .insertInto("bookings")
      .values({
        service_slug: "trening-personalny",
        service_name: "Trening personalny",
        place: "Studio",
        price: 150,
        starts_at: "2027-04-01T08:00:00.000Z",
        ends_at: "2027-04-01T09:00:00.000Z",
        claimed_until: "2027-04-01T09:15:00.000Z",
        name: "Anna",
        email: "anna@example.com",
        phone: "",
        notes: "",
        status: changes.cancelledByClient ? "cancelled" : "confirmed",
        sequence: 0,
        kept_outside_rules_at: null,
        submission_key: randomUUID(),
        network_hash: null,
        cancel_reason: changes.cancelledByClient ? "client" : null,
        cancelled_at: changes.cancelledByClient ? timestamp(changes.cancelledByClient) : null,
        created_at: at,
        origin: changes.origin ?? "online",
        client_moves: changes.movedByClient ? 1 : 0,
        moved_at: changes.movedByClient ? timestamp(changes.movedByClient) : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  it("counts online bookings and clients' changes since the last look, and marks them on that look only", async () => {
    await lookAt(test.db, "calendar", start);
    const online = await booking(new Date(start.getTime() + HOUR));
    await booking(new Date(start.getTime() + HOUR), { origin: "trainer" });
    const cancelled = await booking(new Date(start.getTime() - 48 * HOUR), { cancelledByClient: new Date(start.getTime() + 2 * HOUR) });
    const moved = await booking(new Date(start.getTime() - 48 * HOUR), { movedByClient: new Date(start.getTime() + 2 * HOUR) });
    await booking(new Date(start.getTime() - HOUR));
    const later = new Date(start.getTime() + 3 * HOUR);

    expect(await panelNews(test.db, later)).toEqual({ calendar: 3, enquiries: 0 });
    // Opening the agenda marks them once and counts them no more.
    expect([...(await lookAt(test.db, "calendar", later))].toSorted((a, b) => a - b)).toEqual([online, cancelled, moved].toSorted((a, b) => a - b));
    expect(await panelNews(test.db, later)).toEqual({ calendar: 0, enquiries: 0 });
    expect(await lookAt(test.db, "calendar", later)).toEqual(new Set());
    // A look from a tab with an older clock never moves it back.
    await lookAt(test.db, "calendar", start);
    expect((await panelNews(test.db, later)).calendar).toBe(0);
  });

  it("counts new enquiries until the inbox is opened, never spam, and nothing older than two weeks", async () => {
    const enquiry = async (at: Date, status: "new" | "spam") =>
      test.db
        .insertInto("enquiries")
        .values({
          name: "Ola",
          email: "ola@example.com",
          phone: null,
          service: null,
          message: "Dzień dobry",
          status,
          note: null,
          submission_key: randomUUID(),
          created_at: timestamp(at),
        })
        .execute();
    const away = new Date(start.getTime() + 30 * 24 * HOUR);
    await enquiry(new Date(away.getTime() - 20 * 24 * HOUR), "new");
    await enquiry(new Date(away.getTime() - HOUR), "new");
    await enquiry(new Date(away.getTime() - HOUR), "spam");
    expect((await panelNews(test.db, away)).enquiries).toBe(1);
    await lookAt(test.db, "enquiries", away);
    expect((await panelNews(test.db, away)).enquiries).toBe(0);
  });
});
