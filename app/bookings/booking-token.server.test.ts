import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingIdFromToken, bookingToken } from "./booking-token.server";

describe.each(DIALECTS)("booking links on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("are made one way: a link one instance (or the outbox worker) made opens on any other", async () => {
    const other = test.open();
    const token = await bookingToken(test.db, 42);
    expect(token).toMatch(/^42-[A-Za-z0-9_-]{32}$/);
    expect(await bookingToken(other, 42)).toBe(token);
    expect(await bookingIdFromToken(other, token)).toBe(42);
  });

  it("match nothing when guessed or altered", async () => {
    const token = await bookingToken(test.db, 7);
    const mac = token.slice(2);
    for (const altered of [`8-${mac}`, `7-${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`, `07-${mac}`, "7", undefined]) {
      expect(await bookingIdFromToken(test.db, altered), String(altered)).toBeNull();
    }
  });
});
