import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { rateLimitsMigration } from "./migration-0009-rate-limits.server";

/* eslint-disable @typescript-eslint/no-explicit-any */

describe.each(DIALECTS)("migration 0009 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const tables = async () =>
    (dialect === "postgres"
      ? (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(test.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(test.db)).rows
    ).map((table) => table.name);

  it("puts every limit's counts in rate_limits and keeps no network on bookings; down brings the old tables back, empty", async () => {
    const old = test.db as unknown as Kysely<any>;
    await rateLimitsMigration.down!(test.db);
    expect(await tables()).toEqual(expect.arrayContaining(["sign_in_attempts", "booking_actions"]));
    expect(await tables()).not.toContain("rate_limits");
    await old
      .insertInto("sign_in_attempts")
      .values({ key_hash: "h", attempts: 3, window_started_at: "2027-01-01T10:00:00.000Z", locked_until: null })
      .execute();
    await old.insertInto("booking_actions").values({ network_hash: "n", created_at: "2027-01-01T10:00:00.000Z" }).execute();
    // The fixture's row under a number of its own.
    await old
      .insertInto("bookings")
      .values(sampleBooking({ id: 900, submission_key: "k", network_hash: "hash" }))
      .execute();

    await rateLimitsMigration.up(test.db);
    expect(await tables()).toContain("rate_limits");
    expect(await tables()).not.toContain("sign_in_attempts");
    expect(await tables()).not.toContain("booking_actions");
    expect(await test.db.selectFrom("bookings").select(["submission_key", "network_hash"]).execute()).toEqual([{ submission_key: "k", network_hash: null }]);
    expect(await test.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  });
});
