import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { bookHour } from "../../tests/support/booked-hour";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { agendaWeek, type AgendaBooking } from "./agenda-week.server";
import { markReminded } from "./remind-tomorrow.server";
import { reminderMark } from "./reminder-marks.server";

const HOUR = 3_600_000;
/** Monday 22 November 2027, 08:00 in Warsaw (UTC+1): the sessions are on Wednesday 24. */
const BOOKED = new Date("2027-11-22T07:00:00.000Z");
const WEDNESDAY_AT = (hour: number) => Date.parse(`2027-11-24T${String(hour - 1).padStart(2, "0")}:00:00.000Z`);
/** Tuesday 23 November, 18:05 in Warsaw: the trainer reminds from the phone. */
const EVENING = new Date("2027-11-23T17:05:00.000Z");

describe.each(DIALECTS)("how the agenda's line says a client was reminded, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const book = (hour: number, name: string, email: string, phone: string) => bookHour(test.db, { start: WEDNESDAY_AT(hour), now: BOOKED, name, email, phone });

  /** The booking's day-before reminder, delivered by `channel` at `sentAt` as the outbox worker records it. */
  async function sent(bookingId: number, channel: "email" | "push", sentAt: Date) {
    const updated = await test.db
      .updateTable("outbox")
      .set({ status: "sent", channel, sent_at: timestamp(sentAt) })
      .where("booking_id", "=", bookingId)
      .where("kind", "=", "booking_reminder")
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
  }

  it("marks the trainer's reminder from the phone and the site's by e-mail or push, on the day and in the week alike; not one still pending", async () => {
    const phoneOnly = await book(9, "Jan Telefon", "", "600 100 200");
    const byMail = await book(11, "Ewa Mail", "ewa@example.com", "600 100 300");
    const byPush = await book(13, "Ola Push", "ola@example.com", "600 100 400");
    const pending = await book(15, "Piotr Czeka", "piotr@example.com", "600 100 500");
    await markReminded(test.db, phoneOnly, EVENING);
    await sent(byMail.id, "email", new Date(WEDNESDAY_AT(11) - 24 * HOUR + 60_000));
    await sent(byPush.id, "push", new Date(WEDNESDAY_AT(13) - 24 * HOUR + 30_000));

    const week = await agendaWeek(test.db, "2027-11-24", testBookingSettings(), EVENING);
    const wednesday = week.days.find((day) => day.date === "2027-11-24")!;
    const marks = (wednesday.entries as AgendaBooking[]).map(({ id, reminded }) => [id, reminded]);
    expect(marks).toEqual([
      [phoneOnly.id, { by: "phone", date: "23 listopada", clock: "18:05" }],
      [byMail.id, { by: "email", date: "23 listopada", clock: "11:01" }],
      [byPush.id, { by: "push", date: "23 listopada", clock: "13:00" }],
      [pending.id, null],
    ]);
    // The same week from its Monday: Wednesday among the days ahead still says it.
    const fromMonday = await agendaWeek(test.db, "2027-11-22", testBookingSettings(), EVENING);
    const entries = [...fromMonday.earlier, ...fromMonday.days].flatMap((day) => day.entries) as AgendaBooking[];
    expect(entries.find((entry) => entry.id === byMail.id)?.reminded).toEqual({ by: "email", date: "23 listopada", clock: "11:01" });
  });
});

describe("a reminder's mark", () => {
  it("gives the day in Warsaw, not in UTC: a reminder sent at 00:30 on the 24th is the 24th's", () => {
    const sent = new Map([[7, { by: "email" as const, at: "2027-11-23T23:30:00.000Z" }]]);
    expect(reminderMark({ id: 7, reminded_at: null }, sent)).toEqual({ by: "email", date: "24 listopada", clock: "00:30" });
    expect(reminderMark({ id: 8, reminded_at: "2027-06-30T22:15:00.000Z" }, sent)).toEqual({ by: "phone", date: "1 lipca", clock: "00:15" });
  });
});
