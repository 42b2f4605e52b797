// The inbox's routes, signed in, given what no form of theirs sends: each
// answers a 4xx or a redirect with a Polish message, never a 500.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { formFields } from "../../../scripts/form-fields.ts";
import { answer, routeArgs } from "../../../tests/support/route-answer";
import { startAdminSession } from "~/admin/admin-auth.server";
import type { Database } from "~/db/database.server";
import { latestRevision, publishSection, revisionAtVersion, seedContent, sectionHistory } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { action as calendarAction, loader as calendarLoader } from "./calendar";
import { loader as clientDataLoader } from "./client-data";
import { loader as clientDataJsonLoader } from "./client-data-json";
import { action as editorAction } from "./content-editor";
import { action as historyAction } from "./content-history";
import { loader as enquiryLoader } from "./enquiry";
import { loader as inboxLoader } from "./inbox";
import { action as resendAction } from "./resend-mail";

await vi.hoisted(async () => {
  process.env.ADMIN_PASSWORD_HASH = (await import("../../../playwright.config")).TEST_ADMIN.passwordHash;
});
// The routes read the app's database; here, each dialect's test database in turn.
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

describe.each(DIALECTS)("the inbox given hostile input, on %s", (dialect) => {
  let test: TestDatabase;
  let cookie: string;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
    await seedContent(test.db, initialContent());
    cookie = (await startAdminSession()).split(";")[0]!;
  });
  afterAll(() => test.drop());

  const args = routeArgs(() => cookie);

  describe("restoring a version from the history", () => {
    const history = "/admin/tresci/oferta/historia";
    let first: number;
    beforeAll(async () => {
      // Version 2 is version 1 again: restoring 1 changes nothing.
      const seeded = (await latestRevision(test.db, "offer"))!;
      first = seeded.id;
      await publishSection(test.db, { section: "offer", baseVersion: 1, document: JSON.parse(seeded.document), summary: "test", author: "test" });
    });
    const restore = (fields: Record<string, string>) => answer(() => historyAction(args(history, { section: "oferta" }, new URLSearchParams(fields))));

    it.each(["abc", "", "0", "-1", "1.5", "1e0", "3", "3000000000", "9007199254740993"])(
      "refuses a base version of %j, writing nothing",
      async (baseVersion) => {
        const refused = await restore({ revision: String(first), baseVersion });
        expect(refused).toMatchObject({ status: 303, location: history, toast: expect.stringContaining("Nie przywrócono: nie wiadomo, od której wersji") });
        expect((await sectionHistory(test.db, "offer")).map((revision) => revision.version)).toEqual([2, 1]);
      },
    );

    it.each(["abc", "3000000000", "9007199254740993"])("answers a revision of %j with 404", async (revision) => {
      expect(await restore({ revision, baseVersion: "2" })).toMatchObject({ status: 404, body: expect.stringContaining("Nie ma takiej wersji") });
    });

    it("takes the current version as the base", async () => {
      expect(await restore({ revision: String(first), baseVersion: "2" })).toMatchObject({ status: 303, toast: "Ta wersja jest już na stronie." });
      expect(await revisionAtVersion(test.db, "offer", 3)).toBeUndefined();
    });
  });

  describe("the content editor", () => {
    const editor = "/admin/tresci/oferta";
    const publish = (extra: Record<string, string>) => {
      const body = formFields(initialContent().offer);
      body.set("baseVersion", "1");
      for (const [name, value] of Object.entries(extra)) body.set(name, value);
      return answer(() => editorAction(args(editor, { section: "oferta" }, body)));
    };

    it.each([
      "abc",
      "null",
      "{}",
      '{"type":"remove","payload":{"name":"packages[0].name","index":0}}',
      '{"type":"update","payload":{"name":"packages[999999]","value":"x"}}',
    ])("refuses a list button's intent of %s with the form's error, keeping the form's base version", async (intent) => {
      const refused = await publish({ __intent__: intent });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toMatchObject({ baseVersion: 1, result: { error: { "": [expect.stringContaining("Odśwież stronę")] } } });
    });

    it("still takes a list button the form draws", async () => {
      expect(await publish({ __intent__: '{"type":"remove","payload":{"name":"packages","index":0}}' })).toMatchObject({ status: 200 });
    });

    it.each(["abc", "3000000000", "9007199254740993"])("refuses a base version of %j with the form's error", async (baseVersion) => {
      expect(await publish({ baseVersion, "packages[0].price": "999" })).toMatchObject({ status: 400, body: expect.stringContaining("od której wersji") });
    });
  });

  it.each(["/admin?\u0000", "/admin?q=\u0142", "/admin?q=a\r\nSet-Cookie:x=1", "//example.com/admin", "/admin/../wyloguj"])(
    "sends 'Wyślij ponownie' back to a safe address whatever back= holds: %j",
    async (back) => {
      const resent = await answer(() => resendAction(args("/admin/poczta/1/wyslij-ponownie", { id: "1" }, new URLSearchParams({ back }))));
      expect(resent).toMatchObject({ status: 303, toast: "Ten e-mail nie czeka na ponowną wysyłkę." });
      expect(resent.location).toMatch(/^\/admin(?:[/?][\x21-\x7e]*)?$/);
    },
  );

  it("answers an enquiry number no database holds with 404", async () => {
    expect(await answer(() => enquiryLoader(args("/admin/zapytania/3000000000", { id: "3000000000" })))).toMatchObject({ status: 404 });
  });

  it("searches the inbox for a NUL as for nothing", async () => {
    expect(await answer(() => inboxLoader(args("/admin?q=%00", {})))).toMatchObject({ status: 200 });
  });

  it.each([
    ["zapytanie", "3000000000"],
    ["rezerwacja", "1"],
    ["zdjecie", "1"],
    ["rezerwacja", "1e0"],
    ["%00", "-1"],
  ])("answers a client's data export from %s %s, which no database holds, with 404 in Polish", async (source, id) => {
    for (const loader of [clientDataLoader, clientDataJsonLoader]) {
      expect(await answer(() => loader(args(`/admin/dane-klienta/${source}/${id}`, { source, id })))).toMatchObject({
        status: 404,
        body: expect.stringContaining("Nie ma już"),
      });
    }
  });

  it.each([
    [{ calendarProvider: "x", feedDetails: "full" }, "Wpisz pełną nazwę firmy"],
    [{ calendarProvider: "", feedDetails: "full" }, "Pełne dane klientów mogą trafić tylko do kalendarza"],
    [{ calendarProvider: "Ą".repeat(5000), feedDetails: "<script>" }, "Zapisano"],
  ])("saves the calendar's settings only as the policy can state them: %j", async (fields, toast) => {
    const saved = await answer(() => calendarAction(args("/admin/kalendarz", {}, new URLSearchParams({ intent: "feed-settings", ...fields }))));
    expect(saved).toMatchObject({ status: 303, location: "/admin/kalendarz", toast: expect.stringContaining(toast) });
  });

  it.each(["2026-02-30", "1999-12-31", "2101-01-01", "+275760-09-14", "999999", "abc"])(
    "answers the calendar for the date %j, which the site does not support, with 400 in Polish",
    async (od) => {
      const week = await answer(() => calendarLoader(args(`/admin/kalendarz?${new URLSearchParams({ od })}`, {})));
      expect(week).toMatchObject({ status: 400, body: expect.stringContaining("Nie ma takiej daty") });
    },
  );
});
