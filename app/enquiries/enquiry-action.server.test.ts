import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "~/db/database.server";
import { newFormTokens } from "./form-tokens.server";
import { handleEnquiry } from "./enquiry-action.server";

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
    expect(await handleEnquiry(request, "203.0.113.7")).toEqual({ kind: "saved" });
    const stored = await test.db.selectFrom("enquiries").select(["name", "message"]).where("submission_key", "=", tokens.submissionKey).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Anna Nowak", message: "Dzień dobry, chciałabym\n zacząć od marca.\nPozdrawiam" });
  });
});
