// What the menu counts since the trainer last looked: online bookings and
// clients' own cancellations and moves on "Kalendarz" until the agenda's
// week they are in is opened, new enquiries on "Zapytania" until the inbox
// is; nothing the trainer did, nothing once looked at, and nothing older than
// two weeks however long the trainer was away.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { lookAtInbox, lookAtWeek, panelNews } from "~/admin/panel-news.server";

const HOUR = 3_600_000;
const start = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("the panel's news on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  type Changes = { origin?: "online" | "trainer"; cancelledByClient?: Date; movedByClient?: Date; day?: string };
  /** A booking made at `made`, at 9:00 Warsaw time on `day` (Thursday 1 April 2027 unless said). */
  async function booking(made: Date, changes: Changes = {}) {
    const at = timestamp(made);
    const day = changes.day ?? "2027-04-01";
    const { id } = await test.db
      .insertInto("bookings")
      .values({
        service_slug: "trening-personalny",
        service_name: "Trening personalny",
        place: "Studio",
        price: 150,
        starts_at: `${day}T07:00:00.000Z`,
        ends_at: `${day}T08:00:00.000Z`,
        claimed_until: `${day}T08:15:00.000Z`,
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

  it("counts online bookings and clients' changes until their week is opened, and marks them on that look only", async () => {
    const online = await booking(new Date(start.getTime() + HOUR));
    await booking(new Date(start.getTime() + HOUR), { origin: "trainer" });
    const cancelled = await booking(new Date(start.getTime() - 48 * HOUR), { cancelledByClient: new Date(start.getTime() + 2 * HOUR) });
    const moved = await booking(new Date(start.getTime() - 48 * HOUR), { movedByClient: new Date(start.getTime() + 2 * HOUR) });
    const later = new Date(start.getTime() + 3 * HOUR);

    expect(await panelNews(test.db, later)).toEqual({ counts: { calendar: 3, enquiries: 0 }, calendarDay: "2027-04-01" });
    // Opening another week (this one, 1–7 March) marks nothing.
    expect(await lookAtWeek(test.db, "2027-03-01", later)).toEqual(new Set());
    expect((await panelNews(test.db, later)).counts.calendar).toBe(3);
    // Opening their week (29 March – 4 April) marks them once and counts them no more.
    expect([...(await lookAtWeek(test.db, "2027-03-29", later))].toSorted((a, b) => a - b)).toEqual([online, cancelled, moved].toSorted((a, b) => a - b));
    expect(await panelNews(test.db, later)).toEqual({ counts: { calendar: 0, enquiries: 0 }, calendarDay: null });
    expect(await lookAtWeek(test.db, "2027-03-29", later)).toEqual(new Set());
    // A look from a tab with an older clock never moves it back.
    await lookAtWeek(test.db, "2027-03-29", start);
    expect((await panelNews(test.db, later)).counts.calendar).toBe(0);
    // A client's move after the look is news again.
    await test.db
      .updateTable("bookings")
      .set({ moved_at: timestamp(new Date(later.getTime() + HOUR)), client_moves: 2 })
      .where("id", "=", moved)
      .execute();
    expect((await panelNews(test.db, new Date(later.getTime() + 2 * HOUR))).counts.calendar).toBe(1);
  });

  it("opens the nearest day with news from today on, else the last one before today", async () => {
    const fresh = await createTestDatabase(dialect);
    const previous = test;
    test = fresh;
    try {
      const today = new Date("2027-04-14T10:00:00.000Z");
      const made = new Date(today.getTime() - HOUR);
      await booking(made, { day: "2027-04-10" });
      expect((await panelNews(test.db, today)).calendarDay).toBe("2027-04-10");
      await booking(made, { day: "2027-04-30" });
      await booking(made, { day: "2027-04-20" });
      await booking(made, { day: "2027-04-14" });
      expect(await panelNews(test.db, today)).toEqual({ counts: { calendar: 4, enquiries: 0 }, calendarDay: "2027-04-14" });
      await lookAtWeek(test.db, "2027-04-12", today);
      expect(await panelNews(test.db, today)).toEqual({ counts: { calendar: 3, enquiries: 0 }, calendarDay: "2027-04-20" });
    } finally {
      test = previous;
      await fresh.drop();
    }
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
    expect((await panelNews(test.db, away)).counts.enquiries).toBe(1);
    await lookAtInbox(test.db, away);
    expect((await panelNews(test.db, away)).counts.enquiries).toBe(0);
  });
});
