import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import { newFormTokens } from "~/forms/form-tokens.server";
import { handleEnquiry } from "./enquiry-action.server";
import { initialContent } from "~/site-content/live-content.server";

// The action reads the app's database; here, each dialect's test database in turn.
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

describe.each(DIALECTS)("handleEnquiry on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
  });
  afterAll(() => test.drop());

  it("stores a message with a NUL and a vertical tab in it, the NUL dropped and the vertical tab as a line break", async () => {
    const tokens = await newFormTokens();
    const body = new URLSearchParams({
      name: "Anna Nowak",
      email: "anna@example.com",
      message: "Dzień dobry,\u0000 chciałabym\u000b zacząć od marca.\nPozdrawiam",
      ...tokens,
    });
    const request = new Request("http://localhost/kontakt", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
    expect(await handleEnquiry(request, "203.0.113.7", initialContent().offer)).toEqual({ kind: "saved" });
    const stored = await test.db
      .selectFrom("enquiries")
      .select(["name", "message"])
      .where("submission_key", "=", tokens.submissionKey)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Anna Nowak", message: "Dzień dobry, chciałabym\n zacząć od marca.\nPozdrawiam" });
  });

  it("lets one network send ENQUIRY_RATE_LIMIT enquiries in 10 minutes, counts a form sent again once, and says how long to wait", async () => {
    const start = new Date("2027-05-10T09:00:00.000Z");
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const send = async (tokens: { submissionKey: string; stamp: string }, now: Date, address = "2001:db8:5:6::1") => {
      const body = new URLSearchParams({ name: "Jan Nowak", email: "jan@example.com", message: "Proszę o kontakt w sprawie treningów.", ...tokens });
      const request = new Request("http://localhost/kontakt", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
      return handleEnquiry(request, address, initialContent().offer, now);
    };
    const forms = await Promise.all(Array.from({ length: env.ENQUIRY_RATE_LIMIT + 1 }, () => newFormTokens()));
    for (const form of forms.slice(0, -1)) expect(await send(form, later(1))).toEqual({ kind: "saved" });
    // The first form again (a double click): the same enquiry, not a refusal.
    expect(await send(forms[0]!, later(2))).toEqual({ kind: "saved" });
    const refused = await send(forms.at(-1)!, later(2), "2001:db8:5:6::99");
    expect(refused).toMatchObject({
      kind: "invalid",
      status: 429,
      formError: "Z tego połączenia internetowego wysłano ostatnio zbyt wiele wiadomości. Spróbuj ponownie za 9 minut albo zadzwoń.",
      values: { name: "Jan Nowak", message: "Proszę o kontakt w sprawie treningów." },
    });
    expect(await send(forms.at(-1)!, later(11))).toEqual({ kind: "saved" });
    const keys = forms.map((form) => form.submissionKey);
    expect(await test.db.selectFrom("enquiries").select("id").where("submission_key", "in", keys).execute()).toHaveLength(forms.length);
  });
});
