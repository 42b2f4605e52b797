import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { clientKeys } from "./client-keys";
import { erasedAmong, forgetErasedBefore, rememberErased } from "./erased-people.server";

const ERASED = new Date("2026-01-10T10:00:00.000Z");

describe.each(DIALECTS)("erased people on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("are found again by their e-mail or phone however typed, hold nothing readable, and are forgotten after the retention period", async () => {
    const keys = clientKeys({ email: "Ola.Nowak@Example.com", phone: "+48 601 202 303" });
    await test.db.transaction().execute((trx) => rememberErased(trx, keys, ERASED));
    // Remembered twice (a second erasure of the same address): one row a key.
    await test.db.transaction().execute((trx) => rememberErased(trx, keys, ERASED));
    const rows = await test.db.selectFrom("erased_people").selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const { key_hash: hash } of rows) for (const plain of ["ola.nowak", "601202303", ...keys]) expect(hash).not.toContain(plain);

    const typedAgain = clientKeys({ email: "ola.nowak@example.com", phone: "601202303" });
    expect(await erasedAmong(test.db, typedAgain)).toEqual(new Set(typedAgain));
    expect(await erasedAmong(test.db, clientKeys({ email: "inna@example.com", phone: "" }))).toEqual(new Set());

    expect(await forgetErasedBefore(test.db, ERASED)).toBe(0);
    expect(await forgetErasedBefore(test.db, new Date(ERASED.getTime() + 1))).toBe(2);
    expect(await erasedAmong(test.db, typedAgain)).toEqual(new Set());
  });
});
