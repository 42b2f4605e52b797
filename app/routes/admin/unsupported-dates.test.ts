// Every date the panel reads, from its addresses and its forms, is checked
// at the route's door (requireSupportedDates): one the site does not
// support is a 400 in Polish, never a 500 from Temporal or Date deeper down.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { answer, routeArgs } from "../../../tests/support/route-answer";
import { UNSUPPORTED_DATES, UNSUPPORTED_INSTANTS } from "../../../tests/support/unsupported-dates";
import { startAdminSession } from "~/admin/admin-auth.server";
import { bookSession } from "~/bookings/booking-store.server";
import type { Database } from "~/db/database.server";
import { seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { action as calendarAction, loader as calendarLoader } from "./calendar";
import { action as cardAction } from "./client";
import { action as newBookingAction, loader as newBookingLoader } from "./new-booking";

await vi.hoisted(async () => {
  process.env.ADMIN_PASSWORD_HASH = (await import("../../../playwright.config")).TEST_ADMIN.passwordHash;
});
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

describe.each(DIALECTS)("a date the site does not support, on %s", (dialect) => {
  let test: TestDatabase;
  let cookie: string;
  let clientId: number;
  let bookingId: number;
  const args = routeArgs(() => cookie);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
    await seedContent(test.db, initialContent());
    cookie = (await startAdminSession()).split(";")[0]!;
    const start = Date.parse("2031-03-04T17:00:00.000Z");
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio",
        start,
        end: start + 3_600_000,
        bufferMs: 0,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "",
        notes: "",
        submissionKey: "unsupported-dates",
      },
      new Date("2031-02-20T08:00:00Z"),
    );
    if (made.kind === "taken") throw new Error("not booked");
    bookingId = made.booking.id;
    clientId = made.booking.client_id!;
  });
  afterAll(() => test.drop());

  it("answers it with 400 in Polish in every admin address and form that reads a date, and changes nothing", async () => {
    const before = await test.db.selectFrom("bookings").select(["id", "sequence", "status", "starts_at"]).orderBy("id").execute();
    const card = `/admin/klienci/${clientId}`;
    for (const day of UNSUPPORTED_DATES) {
      const od = new URLSearchParams({ od: day });
      const refused = [
        await answer(() => calendarLoader(args(`/admin/kalendarz?${od}`, {}))),
        await answer(() => calendarAction(args(`/admin/kalendarz?${od}`, {}, form({ intent: "unblock", id: "1" })))),
        await answer(() => calendarAction(args("/admin/kalendarz", {}, form({ intent: "block", date: day, from: "10:00", to: "11:00" })))),
        await answer(() => calendarAction(args("/admin/kalendarz", {}, form({ intent: "move-to", id: String(bookingId), date: day, time: "10:00" })))),
        await answer(() => cardAction(args(card, { id: String(clientId) }, form({ intent: "move-to", id: String(bookingId), date: day, time: "10:00" })))),
        await answer(() => newBookingLoader(args(`/admin/kalendarz/nowa?${new URLSearchParams({ dzien: day })}`, {}))),
        await answer(() => newBookingAction(args("/admin/kalendarz/nowa", {}, form({ intent: "check", start: "other", date: day, otherTime: "10:00" })))),
        await answer(() => newBookingAction(args("/admin/kalendarz/nowa", {}, form({ intent: "check", date: "2031-03-11", ends: "until", until: day })))),
      ];
      for (const result of refused) expect(result, day).toMatchObject({ status: 400, body: expect.stringContaining("Nie ma takiej daty") });
    }
    for (const start of UNSUPPORTED_INSTANTS) {
      const refused = [
        await answer(() => calendarAction(args("/admin/kalendarz", {}, form({ intent: "move", id: String(bookingId), start })))),
        await answer(() => newBookingLoader(args(`/admin/kalendarz/nowa?${new URLSearchParams({ start })}`, {}))),
        await answer(() => newBookingAction(args("/admin/kalendarz/nowa", {}, form({ intent: "book", start })))),
      ];
      for (const result of refused) expect(result, start).toMatchObject({ status: 400, body: expect.stringContaining("Nie ma takiej daty") });
    }
    const row = await answer(() => newBookingAction(args("/admin/kalendarz/nowa", {}, form({ intent: "check", "choice-2101-03-01": "book" }))));
    expect(row).toMatchObject({ status: 400, body: expect.stringContaining("2101-03-01") });
    expect(await test.db.selectFrom("bookings").select(["id", "sequence", "status", "starts_at"]).orderBy("id").execute()).toEqual(before);
  });
});
