// `npm run db:backup [directory]`: an online copy of the SQLite database
// (DATABASE_URL, default ./data/site.db) into backups/site-YYYY-MM-DD.db (or
// the directory given), deleting the copies as old as the privacy policy's
// "Przechowywanie kopii zapasowych (dni)" (privacy.backupDays, 14 unless the
// trainer changed it) or older, so that what the policy promises is true, and
// prints the path it wrote. Safe while the server runs: SQLite's backup API copies a consistent
// snapshot, including what is still in the write-ahead log. With PostgreSQL it
// refuses: use pg_dump there.
//
// Like `npm run db:migrate`, it finds the database through the server bundle
// (so DATABASE_URL means exactly what it means to the server), but it never
// builds: a nightly job must not rebuild the site under a running server.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, realpathSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { existingCliBundle } from "./cli-bundle.ts";

/** How many days a copy is kept when the published content does not say: the policy's default (content/privacy.ts). */
export const DEFAULT_BACKUP_DAYS = 14;

const BACKUP_NAME = /^site-\d{4}-\d{2}-\d{2}\.db$/;

/** The local calendar date as YYYY-MM-DD. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Copies the SQLite database `source` to `directory`/site-YYYY-MM-DD.db (a
 * second copy on the same day replaces the first), then deletes the copies
 * `keepDays` days old or older. Returns the path written.
 */
export async function backupSqlite(source: string, directory: string, { now = new Date(), keepDays = DEFAULT_BACKUP_DAYS } = {}): Promise<string> {
  // A copy holds every enquiry and the signing secrets: the directory is made
  // 0700 and each copy 0600 (created so before SQLite writes into it).
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const target = path.join(directory, `site-${localDate(now)}.db`);
  // Written under another name first, so a copy cut short never looks whole.
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  closeSync(openSync(partial, "wx", 0o600));
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    await database.backup(partial);
  } finally {
    database.close();
  }
  // One self-contained file (no -wal/-shm beside it), readable anywhere, even read-only.
  const copy = new SqliteDatabase(partial, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  renameSync(partial, target);
  pruneBackups(directory, { now, keepDays });
  return target;
}

/**
 * Deletes the site-YYYY-MM-DD.db copies made `keepDays` days before `now` or
 * earlier (other files are left alone): a record erased on a day is gone from
 * every copy `keepDays` days later at the latest, as the policy says, even
 * when the nightly job missed some nights.
 */
export function pruneBackups(directory: string, { now, keepDays }: { now: Date; keepDays: number }): string[] {
  const oldestKept = localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (keepDays - 1)));
  const old = readdirSync(directory).filter((name) => BACKUP_NAME.test(name) && name.slice("site-".length, -".db".length) < oldestKept);
  for (const name of old) rmSync(path.join(directory, name));
  return old.sort();
}

/** The policy's days from the privacy section's newest revision (its JSON document), or the default when there is none. */
export function backupDaysOf(privacyDocument: string | undefined): number {
  const days = privacyDocument === undefined ? undefined : (JSON.parse(privacyDocument) as { backupDays?: unknown }).backupDays;
  return Number.isInteger(days) && (days as number) >= 1 ? (days as number) : DEFAULT_BACKUP_DAYS;
}

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const directory = process.argv[2] || "backups";

  if (/^postgres(ql)?:/i.test(process.env.DATABASE_URL?.trim() ?? "")) {
    console.error(
      "DATABASE_URL is a PostgreSQL database: back it up with pg_dump, e.g.\n" + '  pg_dump --format=custom --file=site-$(date +%F).dump "$DATABASE_URL"',
    );
    process.exit(1);
  }

  const { createDatabase, env } = await existingCliBundle(", then back up");

  // The file the server would open, as SQLite resolves it.
  const db = createDatabase(env.DATABASE_URL);
  let file: string | undefined;
  let tables: number | undefined;
  let keepDays = DEFAULT_BACKUP_DAYS;
  try {
    const { rows } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
    file = rows.find((row) => row.name === "main")?.file;
    tables = (await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'`.execute(db)).rows[0]?.n;
    if (tables) {
      const privacy = await sql<{ document: string }>`SELECT document FROM content_revisions WHERE section = 'privacy' ORDER BY version DESC LIMIT 1`.execute(
        db,
      );
      keepDays = backupDaysOf(privacy.rows[0]?.document);
    }
  } finally {
    await db.destroy();
  }
  if (!file || !tables) {
    console.error(`There is no database at ${file || env.DATABASE_URL} yet (the server creates it at its first start): nothing to back up.`);
    process.exit(1);
  }

  console.log(await backupSqlite(file, directory, { keepDays }));
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
