// The group sessions' pages (/admin/zajecia and /admin/zajecia/:id), signed
// in, given what no form of theirs sends: each answers a page, a 4xx or a
// redirect with a Polish message, never a 500, and the bookings stay whole.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { bookingInvariantViolations } from "../../../tests/support/booking-invariants";
import { answer, routeArgs } from "../../../tests/support/route-answer";
import { BAD_IDS, expectReadable, hostile, POLISH } from "../../../tests/support/diary-hostile";
import { startAdminSession } from "~/admin/admin-auth.server";
import type { Database } from "~/db/database.server";
import { seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { openGroupSessions } from "~/groups/index.server";
import { GROUP_SESSION_FIELDS, NEW_GROUP_FIELDS } from "~/groups";
import { PAYMENT_FIELDS } from "~/payments";
import { action as groupsAction, loader as groupsLoader } from "./groups";
import { action as sessionAction, loader as sessionLoader } from "./group-session";

await vi.hoisted(async () => {
  process.env.ADMIN_PASSWORD_HASH = (await import("../../../playwright.config")).TEST_ADMIN.passwordHash;
});
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

describe.each(DIALECTS)("the group sessions' pages given hostile input, on %s", (dialect) => {
  let test: TestDatabase;
  let cookie: string;
  let sessionId: number;
  const args = routeArgs(() => cookie);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
    await seedContent(test.db, initialContent());
    cookie = (await startAdminSession()).split(";")[0]!;
    const day = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 10 });
    const plan = { title: "Zdrowy kręgosłup", serviceSlug: "x", place: "Studio", day, clock: 5 * 60, minutes: 60, bufferMs: 0 };
    const [fate] = await openGroupSessions(test.db, { ...plan, seats: 4, minSeats: null, price: 50, weeks: 1, decideHoursBefore: null });
    if (fate?.outcome !== "opened") throw new Error("not opened");
    sessionId = fate.id;
  });
  afterAll(() => test.drop());

  it.each(BAD_IDS)("answers a session number of %j with 404 in Polish", async (id) => {
    expect(await answer(() => sessionLoader(args(`/admin/zajecia/${id}`, { id })))).toMatchObject({ status: 404, body: expect.stringMatching(POLISH) });
    for (const intent of ["add", "cancel-group"]) {
      expect(
        await answer(() => sessionAction(args(`/admin/zajecia/${id}`, { id }, form({ intent, name: "Anna Nowak", email: "a@example.com" })))),
      ).toMatchObject({
        status: 404,
      });
    }
  });

  it("answers 'Nowe zajęcia' with its errors, and the session's forms with a toast or their errors, whatever they hold", async () => {
    expectReadable(await answer(() => groupsLoader(args("/admin/zajecia", {}))));
    const newGroup = fc.dictionary(fc.constantFrom(...NEW_GROUP_FIELDS), hostile, { maxKeys: 12 });
    await fc.assert(
      fc.asyncProperty(newGroup, async (fields) => expectReadable(await answer(() => groupsAction(args("/admin/zajecia", {}, form(fields)))))),
      { numRuns: 40 },
    );
    const field = fc.constantFrom(...GROUP_SESSION_FIELDS, ...PAYMENT_FIELDS);
    const value = fc.oneof(hostile, fc.constantFrom("add", "cancel-group", "hold-group", "cancel", "attended", "no_show", "on", "1", "0"));
    const path = `/admin/zajecia/${sessionId}`;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 10 }), async (fields) => {
        expectReadable(await answer(() => sessionAction(args(path, { id: String(sessionId) }, form(fields)))));
      }),
      { numRuns: 60 },
    );
    for (const query of ["?szukaj=%00", "?klient=abc", "?klient=99999999999", `?szukaj=${"x".repeat(5000)}`])
      expectReadable(await answer(() => sessionLoader(args(`${path}${query}`, { id: String(sessionId) }))));
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });
});
