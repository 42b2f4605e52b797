import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { createDatabase, timestamp } from "./database.server";
import { migrateToLatest } from "./migrations.server";

describe("createDatabase on SQLite", () => {
  it("creates the directory on first use and sets durable, concurrent-friendly pragmas", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-db-"));
    const file = path.join(dir, "nested", "site.db");
    const db = createDatabase(file);
    try {
      expect(existsSync(path.dirname(file))).toBe(false);
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("busy_timeout")).toBe(5000);
      expect(await pragma("foreign_keys")).toBe(1);
      expect(existsSync(file)).toBe(true);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the SQLite files", () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it("are readable by the server's user alone: directory 0700, database and its log 0600", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-db-"));
    const file = path.join(dir, "data", "site.db");
    const db = createDatabase(file);
    try {
      await migrateToLatest(db);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      for (const own of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(own), own).toBe(0o600);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are made private when an earlier version left them readable by everyone", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-db-"));
    const file = path.join(dir, "site.db");
    writeFileSync(file, "", { mode: 0o644 });
    const db = createDatabase(file);
    try {
      await migrateToLatest(db);
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DIALECTS)("the schema on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("migrates once: a second run applies nothing", async () => {
    expect(await migrateToLatest(test.db)).toEqual([]);
  });

  it("numbers enquiries, keeps time stamps in order and deletes an enquiry's outbox rows with it", async () => {
    const { db } = test;
    const earlier = timestamp(new Date("2025-01-02T09:00:00Z"));
    const later = timestamp(new Date("2025-01-10T08:00:00Z"));
    const insert = (key: string, createdAt: string) =>
      db
        .insertInto("enquiries")
        .values({
          created_at: createdAt,
          name: "A",
          email: "a@example.com",
          phone: null,
          service: null,
          message: "m",
          status: "new",
          note: null,
          submission_key: key,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const second = await insert("k2", later);
    const first = await insert("k1", earlier);
    expect(typeof first.id).toBe("number");
    expect(first.id).toBeGreaterThan(second.id);
    const sorted = await db.selectFrom("enquiries").select("submission_key").orderBy("created_at").execute();
    expect(sorted.map((row) => row.submission_key)).toEqual(["k1", "k2"]);

    await db
      .insertInto("outbox")
      .values({
        enquiry_id: first.id,
        kind: "notify_trainer",
        recipient: "trainer",
        status: "pending",
        attempts: 0,
        next_attempt_at: earlier,
        created_at: earlier,
      })
      .execute();
    await db.deleteFrom("enquiries").where("id", "=", first.id).execute();
    expect(await db.selectFrom("outbox").selectAll().where("enquiry_id", "=", first.id).execute()).toEqual([]);
  });

  it("refuses an outbox row for an enquiry that does not exist", async () => {
    const now = timestamp();
    await expect(
      test.db
        .insertInto("outbox")
        .values({ enquiry_id: 999_999, kind: "notify_trainer", recipient: "trainer", status: "pending", attempts: 0, next_attempt_at: now, created_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});
