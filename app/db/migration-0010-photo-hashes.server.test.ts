import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "~/db/sql-dialect.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { photoHashesMigration } from "./migration-0010-photo-hashes.server";

/* eslint-disable @typescript-eslint/no-explicit-any */

describe.each(DIALECTS)("migration 0010 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const sha256 = (text: string) => createHash("sha256").update(Buffer.from(text)).digest("hex");

  it("hashes the photos already stored; of earlier duplicates only the oldest takes the hash, and a new copy is refused", async () => {
    const old = test.db as unknown as Kysely<any>;
    await photoHashesMigration.down!(test.db);
    const photo = (id: string, bytes: string, createdAt: string) => ({
      id,
      original: Buffer.from(bytes),
      width: 1600,
      height: 1200,
      status: "ready",
      error: null,
      locked_until: null,
      created_at: createdAt,
    });
    await old
      .insertInto("photos")
      .values([
        photo("u-000000000002", "ta sama siłownia", "2026-03-02T10:00:00.000Z"),
        photo("u-000000000001", "ta sama siłownia", "2026-03-01T10:00:00.000Z"),
        photo("u-000000000003", "inne zdjęcie", "2026-03-03T10:00:00.000Z"),
      ])
      .execute();

    await photoHashesMigration.up(test.db);
    const rows = await test.db.selectFrom("photos").select(["id", "original_sha256"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "u-000000000001", original_sha256: sha256("ta sama siłownia") },
      { id: "u-000000000002", original_sha256: null },
      { id: "u-000000000003", original_sha256: sha256("inne zdjęcie") },
    ]);
    const copy = old
      .insertInto("photos")
      .values({ ...photo("u-000000000004", "inne zdjęcie", "2026-03-04T10:00:00.000Z"), original_sha256: sha256("inne zdjęcie") })
      .execute();
    await expect(copy.catch((error: unknown) => (isUniqueViolation(error) ? "refused" : error))).resolves.toBe("refused");
  });
});
