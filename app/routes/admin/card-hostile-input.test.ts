// The clients' routes (cards, their forms, packages drawn on them, merge and
// split), signed in, given what no form of theirs sends: each answers a page,
// a 4xx or a redirect with a Polish message, never a 500, and the bookings
// stay whole.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { bookingInvariantViolations } from "../../../tests/support/booking-invariants";
import { answer, routeArgs } from "../../../tests/support/route-answer";
import { BAD_IDS, expectReadable, HOSTILE, hostile, POLISH, seedDiary } from "../../../tests/support/diary-hostile";
import { startAdminSession } from "~/admin/admin-auth.server";
import type { Database } from "~/db/database.server";
import { seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { action as cardAction, loader as cardLoader } from "./client";
import { PACKAGE_FIELDS } from "~/packages/package-forms";
import { loader as clientsLoader } from "./clients";
import { action as eraseAction, loader as eraseLoader } from "./client-erase";
import { action as mergeAction, loader as mergeLoader } from "./client-merge";
import { action as packagesAction, loader as packagesLoader } from "./client-packages";
import { action as splitAction, loader as splitLoader } from "./client-split";

await vi.hoisted(async () => {
  process.env.ADMIN_PASSWORD_HASH = (await import("../../../playwright.config")).TEST_ADMIN.passwordHash;
});
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

// The forms below get each field once, as a browser sends them: readForm refuses a field sent twice, which would end most runs early.

describe.each(DIALECTS)("the clients' pages given hostile input, on %s", (dialect) => {
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
    ({ bookingId, clientId, otherClientId } = await seedDiary(test.db));
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
      await test.db.selectFrom("client_packages").select(["client_id", "sessions", "price", "sequence"]).where("id", "=", pack!.id).executeTakeFirst(),
    ).toEqual({
      client_id: otherClientId,
      sessions: 8,
      price: 1040,
      sequence: pack!.sequence,
    });
    expect(await test.db.selectFrom("ledger_entries").select(["method", "voided_at"]).where("package_id", "=", pack!.id).execute()).toEqual([
      { method: "cash", voided_at: null },
    ]);
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
});
