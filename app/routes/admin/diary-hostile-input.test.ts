// The diary's routes (bookings taken in the panel, the private calendar, the
// agenda's actions), signed in, given what no form of theirs sends: each
// answers a page, a 4xx or a redirect with a Polish message, never a 500,
// and the bookings stay whole.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { bookingInvariantViolations } from "../../../tests/support/booking-invariants";
import { answer, routeArgs } from "../../../tests/support/route-answer";
import { expectReadable, HOSTILE, hostile, seedDiary } from "../../../tests/support/diary-hostile";
import { startAdminSession } from "~/admin/admin-auth.server";
import type { Database } from "~/db/database.server";
import { seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { TRAINER_BOOKING_FIELDS } from "~/agenda/trainer-booking-request";
import { readCalendarDate, readInstant } from "~/lib/calendar-date";
import { action as calendarAction, loader as calendarLoader } from "./calendar";
import { action as newBookingAction, loader as newBookingLoader } from "./new-booking";
import { action as privateCalendarAction, loader as privateCalendarLoader } from "./private-calendar";

await vi.hoisted(async () => {
  process.env.ADMIN_PASSWORD_HASH = (await import("../../../playwright.config")).TEST_ADMIN.passwordHash;
});
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

// The forms below get each field once, as a browser sends them: readForm refuses a field sent twice, which would end most runs early.

describe.each(DIALECTS)("the diary given hostile input, on %s", (dialect) => {
  let test: TestDatabase;
  let cookie: string;
  let clientId: number;
  let bookingId: number;
  const args = routeArgs(() => cookie);
  const form = (fields: Record<string, string> | [string, string][]) => new URLSearchParams(fields);

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
    await seedContent(test.db, initialContent());
    cookie = (await startAdminSession()).split(";")[0]!;
    ({ bookingId, clientId } = await seedDiary(test.db));
  });
  afterAll(() => test.drop());

  it("shows the page of a new booking whatever its address asks for, but a date it does not support, which is a 400 in Polish", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("usluga", "dzien", "start", "godzina", "klient", "szukaj"), hostile), async (asked) => {
        const query = new URLSearchParams(asked);
        const page = await answer(() => newBookingLoader(args(`/admin/kalendarz/nowa?${query}`, {})));
        const badDate = (asked.dzien && !readCalendarDate(asked.dzien).ok) || (asked.start && !readInstant(asked.start).ok);
        expect(page.status).toBe(badDate ? 400 : 200);
        if (badDate) expect(page.body).toContain("Nie ma takiej daty");
      }),
      { numRuns: 80 },
    );
  });

  it("refuses in Polish whatever a booking form holds, and the bookings stay whole", async () => {
    const field = fc.oneof(fc.constantFrom(...TRAINER_BOOKING_FIELDS), fc.constant("choice-2031-03-11"), fc.constant("time-2031-03-11"));
    const value = fc.oneof(
      hostile,
      fc.constantFrom(
        "book",
        "check",
        "series",
        "trening-personalny",
        "2031-03-11",
        "2031-03-11T17:00:00.000Z",
        "18:00",
        String(clientId),
        "on",
        "count",
        "until",
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 14 }), async (fields) => {
        expectReadable(await answer(() => newBookingAction(args("/admin/kalendarz/nowa", {}, form(fields)))));
      }),
      { numRuns: 80 },
    );
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("keeps no private calendar address that is not one, and says why in Polish", async () => {
    for (const url of [
      "",
      "\u0000",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "ftp://example.com/a.ics",
      `https://${"a".repeat(5000)}.example/a.ics`,
      "ą".repeat(5000),
    ]) {
      const saved = await answer(() => privateCalendarAction(args("/admin/kalendarz-prywatny", {}, form({ intent: "save", url, back: "//example.com" }))));
      expectReadable(saved);
      expect(await test.db.selectFrom("private_calendar").select("url").executeTakeFirst()).toBeUndefined();
    }
    for (const intent of ["", "titles", "remove", "\u0000", "<script>"]) {
      expectReadable(await answer(() => privateCalendarAction(args("/admin/kalendarz-prywatny", {}, form({ intent, showTitles: "\u0000" })))));
    }
    expect(await answer(() => privateCalendarLoader(args("/admin/kalendarz-prywatny", {})))).toMatchObject({ status: 200 });
  });

  // Last: its "erase" may take the cards the tests above use.
  it("answers the agenda's forms with a toast whatever they hold, and shows any week asked for", async () => {
    const field = fc.constantFrom("intent", "id", "version", "message", "start", "date", "time", "scope", "from", "to", "note");
    const intents = ["cancel", "cancel-block", "move-to", "move", "attended", "no_show", "keep", "erase", "block", "unblock"];
    const value = fc.oneof(
      hostile,
      fc.constantFrom(...intents, "following", "one", String(bookingId), "2031-03-05", "2031-03-04T18:00:00.000Z", "09:00", "18:30", "0"),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 12 }), hostile, async (fields, week) => {
        const path = `/admin/kalendarz?${new URLSearchParams({ od: week })}`;
        expectReadable(await answer(() => calendarAction(args(path, {}, form(fields)))));
      }),
      { numRuns: 80 },
    );
    for (const week of HOSTILE) {
      expectReadable(await answer(() => calendarLoader(args(`/admin/kalendarz?${new URLSearchParams({ od: week })}`, {}))));
    }
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });
});
