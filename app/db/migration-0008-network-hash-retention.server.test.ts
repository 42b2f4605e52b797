import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { networkHashRetentionMigration } from "./migration-0008-network-hash-retention.server";

describe.each(DIALECTS)("migration 0008 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const row = (key: string, createdAt: string, hash: string | null) => ({
    service_slug: "trening",
    service_name: "Trening",
    place: "Studio",
    price: 150,
    starts_at: "2027-03-02T17:00:00.000Z",
    ends_at: "2027-03-02T18:00:00.000Z",
    claimed_until: "2027-03-02T18:00:00.000Z",
    name: "Anna",
    email: "anna@example.com",
    phone: "+48 600 100 200",
    notes: "",
    status: "confirmed" as const,
    sequence: 0,
    submission_key: key,
    network_hash: hash,
    cancel_reason: null,
    cancelled_at: null,
    created_at: createdAt,
  });

  it("clears the hashes the limit no longer counts, keeps the recent ones and every booking, and lets a hash be null", async () => {
    await networkHashRetentionMigration.down!(test.db);
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    await test.db
      .insertInto("bookings")
      .values([row("old", "2026-01-01T10:00:00.000Z", "hash-old"), row("recent", recent, "hash-recent")])
      .execute();
    await expect(
      test.db
        .insertInto("bookings")
        .values(row("none", recent, null))
        .execute(),
    ).rejects.toThrow();

    await networkHashRetentionMigration.up(test.db);
    const rows = await test.db.selectFrom("bookings").select(["submission_key", "network_hash", "email"]).orderBy("submission_key").execute();
    expect(rows).toEqual([
      { submission_key: "old", network_hash: null, email: "anna@example.com" },
      { submission_key: "recent", network_hash: "hash-recent", email: "anna@example.com" },
    ]);
    await test.db
      .insertInto("bookings")
      .values(row("none", recent, null))
      .execute();
    // The limit's index is back.
    const indexes =
      dialect === "postgres"
        ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'bookings'`.execute(test.db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'bookings'`.execute(test.db)).rows;
    expect(indexes.map((index) => index.name)).toContain("bookings_network_created_index");
  });
});
