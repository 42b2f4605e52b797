// The diary's routes (clients, bookings taken in the panel, packages, the
// private calendar, the agenda's actions), signed in, given what no form of theirs sends: each
// answers a page, a 4xx or a redirect with a Polish message, never a 500, and
// the bookings stay whole.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { bookingInvariantViolations } from "../../../tests/support/booking-invariants";
import { answer, routeArgs, type Answer } from "../../../tests/support/route-answer";
import { anyYearDate, UNSUPPORTED_DATES, UNSUPPORTED_INSTANTS } from "../../../tests/support/unsupported-dates";
import { startAdminSession } from "~/admin/admin-auth.server";
import { bookSession } from "~/bookings/booking-store.server";
import { sellPackage } from "~/packages/client-packages.server";
import { TRAINER_BOOKING_FIELDS } from "~/agenda/trainer-booking-request";
import { PACKAGE_FIELDS } from "~/packages/package-forms";
import type { Database } from "~/db/database.server";
import { seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { readCalendarDate, readInstant } from "~/lib/calendar-date";
import { action as calendarAction, loader as calendarLoader } from "./calendar";
import { action as cardAction, loader as cardLoader } from "./client";
import { loader as clientsLoader } from "./clients";
import { action as eraseAction, loader as eraseLoader } from "./client-erase";
import { action as mergeAction, loader as mergeLoader } from "./client-merge";
import { action as packagesAction, loader as packagesLoader } from "./client-packages";
import { action as splitAction, loader as splitLoader } from "./client-split";
import { action as newBookingAction, loader as newBookingLoader } from "./new-booking";
import { action as privateCalendarAction, loader as privateCalendarLoader } from "./private-calendar";

await vi.hoisted(async () => {
  process.env.ADMIN_PASSWORD_HASH = (await import("../../../playwright.config")).TEST_ADMIN.passwordHash;
});
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

/** Strings no form sends: empty, NUL, control characters, huge, numbers at the edges, markup, other scripts. */
const HOSTILE = [
  "",
  "\u0000",
  "a\r\nb",
  "-1",
  "0",
  "1e0",
  "1.5",
  "3000000000",
  "9007199254740993",
  "NaN",
  "<script>",
  "ą".repeat(5000),
  "2026-02-30",
  "25:99",
  "𝔸",
];
const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE, ...UNSUPPORTED_DATES, ...UNSUPPORTED_INSTANTS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  anyYearDate,
);
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(Nie|Podaj|Wybierz|Wpisz|Wklej|Popraw)\b/;
/** Zod's and JavaScript's own words: a message a person should never see. */
const ENGLISH = /Invalid|Too small|Too big|expected|received|Required/;

// The forms below get each field once, as a browser sends them: readForm refuses a field sent twice, which would end most runs early.

/** An answer a person can read: a page (200), a redirect with its toast, or a refusal in Polish. */
function expectReadable(result: Answer) {
  expect([200, 303, 400, 404, 409, 413, 415]).toContain(result.status);
  if (result.status === 303) expect(result.location).toMatch(/^\/admin(?:[/?]|$)/);
  if (result.status >= 400) expect(result.body).toMatch(POLISH);
  for (const said of [result.toast, result.status >= 400 ? result.body : null]) if (said) expect(said).not.toMatch(ENGLISH);
}

const BAD_IDS = ["abc", "0", "-1", "1e0", "1.5", "3000000000", "9007199254740993", "%00"];

describe.each(DIALECTS)("the diary given hostile input, on %s", (dialect) => {
  let test: TestDatabase;
  let cookie: string;
  let clientId: number;
  let otherClientId: number;
  let bookingId: number;
  const args = routeArgs(() => cookie);
  const form = (fields: Record<string, string> | [string, string][]) => new URLSearchParams(fields);

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
    await seedContent(test.db, initialContent());
    cookie = (await startAdminSession()).split(";")[0]!;
    const start = Date.parse("2031-03-04T17:00:00.000Z");
    const booked = async (name: string, email: string, at: number) => {
      const made = await bookSession(
        test.db,
        {
          service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
          place: "Studio",
          start: at,
          end: at + 3_600_000,
          bufferMs: 0,
          name,
          email,
          phone: "",
          notes: "",
          submissionKey: `hostile-${email}`,
        },
        new Date("2031-02-20T08:00:00Z"),
      );
      if (made.kind === "taken") throw new Error("not booked");
      return made.booking;
    };
    const anna = await booked("Anna Nowak", "anna@example.com", start);
    bookingId = anna.id;
    clientId = anna.client_id!;
    otherClientId = (await booked("Ewa Inna", "ewa@example.com", start + 2 * 3_600_000)).client_id!;
    await sellPackage(
      test.db,
      otherClientId,
      { offerSlug: "pakiet-8", name: "Pakiet 8 treningów", sessions: 8, price: 1040, validWeeks: 8, validFrom: "sale", paid: true },
      new Date("2031-02-20T08:00:00Z"),
    );
  });
  afterAll(() => test.drop());

  it.each(BAD_IDS)("answers a card number of %j with 404 in Polish on every page of a card", async (id) => {
    const loaders = [cardLoader, mergeLoader, splitLoader, eraseLoader, packagesLoader];
    for (const loader of loaders) {
      expect(await answer(() => loader(args(`/admin/klienci/${id}`, { id })))).toMatchObject({ status: 404, body: expect.stringMatching(POLISH) });
    }
    for (const action of [cardAction, mergeAction, splitAction, eraseAction, packagesAction]) {
      expect(await answer(() => action(args(`/admin/klienci/${id}`, { id }, form({ intent: "notes", notes: "x" }))))).toMatchObject({ status: 404 });
    }
  });

  it("lists the clients, and the cards to merge with, whatever the search and the page number hold", async () => {
    for (const value of HOSTILE) {
      const query = new URLSearchParams({ q: value, strona: value, z: value });
      expectReadable(await answer(() => clientsLoader(args(`/admin/klienci?${query}`, {}))));
      expectReadable(await answer(() => mergeLoader(args(`/admin/klienci/${clientId}/polacz?${query}`, { id: String(clientId) }))));
    }
  });

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

  it("answers a card's forms with a toast whatever they hold", async () => {
    const field = fc.constantFrom("intent", "id", "version", "message", "date", "time", "scope", "notes", "shown", ...PACKAGE_FIELDS);
    const intents = ["notes", "cancel", "cancel-block", "move-to", "attended", "no_show", "sell", "edit", "paid", "close-notice"];
    const value = fc.oneof(hostile, fc.constantFrom(...intents, "following", String(bookingId), "0", "pakiet-8", "sale"));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 10 }), async (fields) => {
        const path = `/admin/klienci/${clientId}`;
        expectReadable(await answer(() => cardAction(args(path, { id: String(clientId) }, form(fields)))));
      }),
      { numRuns: 80 },
    );
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("never changes another client's package from this card", async () => {
    const [pack] = await test.db.selectFrom("client_packages").select(["id", "sequence"]).where("client_id", "=", otherClientId).execute();
    for (const intent of ["paid", "edit", "close-notice"]) {
      const fields = {
        intent,
        id: String(pack!.id),
        version: String(pack!.sequence),
        name: "Pakiet",
        sessions: "1",
        price: "0",
        weeks: "1",
        from: "sale",
        paid: "0",
      };
      for (const [action, path] of [
        [packagesAction, `/admin/klienci/${clientId}/pakiety`],
        [cardAction, `/admin/klienci/${clientId}`],
      ] as const) {
        const refused = await answer(() => action(args(path, { id: String(clientId) }, form(fields))));
        expect(refused).toMatchObject({ status: 400, body: expect.stringContaining("Nie ma takiego pakietu") });
      }
    }
    expect(
      await test.db.selectFrom("client_packages").select(["client_id", "sessions", "price", "paid", "sequence"]).where("id", "=", pack!.id).executeTakeFirst(),
    ).toEqual({
      client_id: otherClientId,
      sessions: 8,
      price: 1040,
      paid: 1,
      sequence: pack!.sequence,
    });
  });

  it("answers the packages' forms whatever they hold", async () => {
    const value = fc.oneof(
      hostile,
      fc.constantFrom("sell", "edit", "paid", "close-notice", "pakiet-8", "sale", "first_session", "on", "/admin/kalendarz", "//example.com"),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...PACKAGE_FIELDS), value, { maxKeys: 12 }), async (fields) => {
        const path = `/admin/klienci/${clientId}/pakiety`;
        expectReadable(await answer(() => packagesAction(args(path, { id: String(clientId) }, form(fields)))));
      }),
      { numRuns: 80 },
    );
  });

  it("refuses to merge a card with itself or with one that is gone, and to split rows of another card", async () => {
    for (const from of [String(clientId), "3000000000", "", "abc"]) {
      const merged = await answer(() => mergeAction(args(`/admin/klienci/${clientId}/polacz`, { id: String(clientId) }, form({ from }))));
      expect(merged).toMatchObject({ status: 303, location: `/admin/klienci/${clientId}/polacz`, toast: expect.stringMatching(POLISH) });
    }
    const otherBooking = await test.db.selectFrom("bookings").select("id").where("client_id", "=", otherClientId).executeTakeFirstOrThrow();
    const split = await answer(() =>
      splitAction(
        args(
          `/admin/klienci/${clientId}/podziel`,
          { id: String(clientId) },
          form([
            ["name", "Ktoś"],
            ["booking", String(otherBooking.id)],
            ["booking", "abc"],
          ]),
        ),
      ),
    );
    expectReadable(split);
    expect(await test.db.selectFrom("bookings").select("client_id").where("id", "=", otherBooking.id).executeTakeFirst()).toEqual({ client_id: otherClientId });
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
