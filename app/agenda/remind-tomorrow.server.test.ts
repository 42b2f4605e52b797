import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookHour } from "../../tests/support/booked-hour";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { manageBookingUrl } from "~/bookings";
import { bookingToken } from "~/bookings/index.server";
import { markReminded, tomorrowReminders, type ClientToRemind } from "./remind-tomorrow.server";
import { reminderMessage } from "./agenda.messages";

const HOUR = 3_600_000;
const SITE = "https://trener.example";
/** Thursday 26 November 2026, 17:30 in Warsaw (UTC+1). */
const AFTERNOON = new Date("2026-11-26T16:30:00.000Z");
const EVENING = new Date("2026-11-26T17:05:00.000Z");
const TOMORROW_AT = (hour: number) => Date.parse(`2026-11-27T${String(hour - 1).padStart(2, "0")}:00:00.000Z`);

describe.each(DIALECTS)("tomorrow's clients to remind from the trainer's phone, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const book = (start: number, name: string, email: string, phone: string) => bookHour(test.db, { start, now: AFTERNOON, name, email, phone });

  it("lists each client without e-mail once, with all their sessions tomorrow, in the evening only for today's view, and marks them reminded", async () => {
    const morning = await book(TOMORROW_AT(9), "Jan Telefon", "", "600 100 200");
    await book(TOMORROW_AT(12), "Ewa Mail", "ewa@example.com", "600 100 300");
    const evening = await book(TOMORROW_AT(18), "Jan Telefon", "", "600 100 200");
    await book(TOMORROW_AT(15), "Ola Telefon", "", "600 100 400");
    await book(TOMORROW_AT(9) + 24 * HOUR, "Pojutrze", "", "600 100 500");

    const afternoon = await tomorrowReminders(test.db, AFTERNOON, SITE);
    expect(afternoon).toMatchObject({ date: "2026-11-27", evening: false });
    expect(afternoon.clients.map(({ name, sessions, remindedAt }) => ({ name, times: sessions.map((session) => session.time), remindedAt }))).toEqual([
      { name: "Jan Telefon", times: ["09:00", "18:00"], remindedAt: null },
      { name: "Ola Telefon", times: ["15:00"], remindedAt: null },
    ]);
    expect((await tomorrowReminders(test.db, EVENING, SITE)).evening).toBe(true);
    // Each session's own page: a client without e-mail cannot sign in to /moje-treningi.
    const [jan, ola] = afternoon.clients as [ClientToRemind, ClientToRemind];
    expect(jan.pages).toEqual(await Promise.all([morning, evening].map(async (booking) => manageBookingUrl(SITE, await bookingToken(test.db, booking.id)))));
    expect(reminderMessage({ weekday: "friday", date: "27 listopada", sessions: jan.sessions, pages: jan.pages })).toBe(
      `Dzień dobry! Przypominam o naszych spotkaniach w piątek, 27 listopada, o 09:00 (Trening personalny, Studio) i o 18:00 (Trening personalny, Studio). Gdyby coś się zmieniło, proszę o wiadomość. Twoje rezerwacje: ${jan.pages[0]}, ${jan.pages[1]}`,
    );
    expect(reminderMessage({ weekday: "friday", date: "27 listopada", sessions: ola.sessions, pages: ola.pages })).toMatch(
      /proszę o wiadomość\. Twoja rezerwacja: https:\/\/trener\.example\/rezerwacja\/[\w-]+$/,
    );

    expect(await markReminded(test.db, morning, EVENING)).toBe(true);
    const after = await tomorrowReminders(test.db, EVENING, SITE);
    expect(after.clients.map((client) => client.remindedAt)).toEqual(["18:05", null]);
  });
});
