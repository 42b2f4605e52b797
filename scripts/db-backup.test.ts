import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDaysOf, backupSqlite, DEFAULT_BACKUP_DAYS } from "./db-backup.js";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "db-backup-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A database as the server keeps it: WAL mode, with a connection still open. */
function openLiveDatabase(file: string) {
  const db = new SqliteDatabase(file);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE enquiries (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  return db;
}

describe("db:backup", () => {
  it("copies the database while it is open, including rows still in the write-ahead log", async () => {
    const source = path.join(dir, "site.db");
    const live = openLiveDatabase(source);
    try {
      live.prepare("INSERT INTO enquiries (name) VALUES (?)").run("Anna Kowalska");
      expect(existsSync(`${source}-wal`)).toBe(true);

      const written = await backupSqlite(source, path.join(dir, "backups"), { now: new Date(2025, 0, 31, 3, 0) });

      expect(written).toBe(path.join(dir, "backups", "site-2025-01-31.db"));
      const copy = new SqliteDatabase(written, { readonly: true, fileMustExist: true });
      try {
        expect(copy.prepare("SELECT name FROM enquiries").all()).toEqual([{ name: "Anna Kowalska" }]);
      } finally {
        copy.close();
      }
      expect(readdirSync(path.join(dir, "backups"))).toEqual(["site-2025-01-31.db"]);
      // Readable by the server's user alone.
      expect(statSync(path.join(dir, "backups")).mode & 0o777).toBe(0o700);
      expect(statSync(written).mode & 0o777).toBe(0o600);
    } finally {
      live.close();
    }
  });

  it("deletes a copy when it is as many days old as the privacy policy says (14), and leaves other files alone", async () => {
    const source = path.join(dir, "site.db");
    openLiveDatabase(source).close();
    const backups = path.join(dir, "backups");
    for (let day = 1; day <= DEFAULT_BACKUP_DAYS; day++) {
      await backupSqlite(source, backups, { now: new Date(2025, 2, day, 3, 0) });
    }
    writeFileSync(path.join(backups, "notes.txt"), "kept");
    expect(readdirSync(backups)).toHaveLength(DEFAULT_BACKUP_DAYS + 1);
    expect(existsSync(path.join(backups, "site-2025-03-01.db"))).toBe(true);

    await backupSqlite(source, backups, { now: new Date(2025, 2, 15, 3, 0) });

    const names = readdirSync(backups).sort();
    expect(names).toHaveLength(DEFAULT_BACKUP_DAYS + 1);
    expect(names).not.toContain("site-2025-03-01.db");
    expect(names).toContain("site-2025-03-02.db");
    expect(names).toContain("site-2025-03-15.db");
    expect(names).toContain("notes.txt");
  });

  it("deletes by age, not by count: after nights without a backup no copy outlives the policy's days", async () => {
    const source = path.join(dir, "site.db");
    openLiveDatabase(source).close();
    const backups = path.join(dir, "backups");
    // Three copies, then the server was away for three weeks (across the change to summer time).
    for (const day of [1, 2, 3]) await backupSqlite(source, backups, { now: new Date(2025, 2, day, 3, 0), keepDays: 7 });
    await backupSqlite(source, backups, { now: new Date(2025, 2, 9, 3, 0), keepDays: 7 });
    expect(readdirSync(backups).sort()).toEqual(["site-2025-03-03.db", "site-2025-03-09.db"]);

    await backupSqlite(source, backups, { now: new Date(2025, 2, 31, 3, 0), keepDays: 7 });
    expect(readdirSync(backups)).toEqual(["site-2025-03-31.db"]);
  });

  it("takes the days from the published privacy section, 14 when there is none", () => {
    expect(backupDaysOf(JSON.stringify({ backupDays: 30, blockMonths: 6 }))).toBe(30);
    expect(backupDaysOf(undefined)).toBe(DEFAULT_BACKUP_DAYS);
    expect(backupDaysOf(JSON.stringify({ blockMonths: 6 }))).toBe(DEFAULT_BACKUP_DAYS);
  });

  it("refuses a PostgreSQL DATABASE_URL and points to pg_dump", () => {
    const script = path.resolve("scripts/db-backup.ts");
    const result = spawnSync(process.execPath, [script, path.join(dir, "backups")], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "postgres://site:secret@db:5432/site" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("pg_dump");
    expect(existsSync(path.join(dir, "backups"))).toBe(false);
  });
});
