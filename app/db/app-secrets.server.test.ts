import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { getOrCreateSecret } from "./app-secrets.server";

describe.each(DIALECTS)("getOrCreateSecret on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("creates a random 32-byte secret once and returns the same one to every instance", async () => {
    const handles = [test.db, test.open(), test.open()];
    const values = await Promise.all(Array.from({ length: 9 }, (_, i) => getOrCreateSecret(handles[i % 3]!, "form-stamp")));
    expect(new Set(values).size).toBe(1);
    expect(Buffer.from(values[0]!, "base64url")).toHaveLength(32);
    expect(await getOrCreateSecret(test.db, "form-stamp")).toBe(values[0]);
    expect(await getOrCreateSecret(test.db, "other")).not.toBe(values[0]);
  });
});
