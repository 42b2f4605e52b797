// `npm run db:restore [-- --to "2026-11-27 13:00"] [--force]`: brings the
// SQLite database (and the photos, which live in it) back from BACKUP_URL's
// continuous copy onto this machine, as it was at the latest change the copy
// took or at the time given. It refuses to replace a database that exists
// unless told --force, and one a running server has open even then; the one
// replaced is kept in data/before-restore-<time>/. The copy is checked
// (SQLite's integrity check, the rows, the newest booking) before it takes
// the database's place, and what came back is printed. Builds first when
// there is no build (a fresh machine); an older build does (it reads only the
// environment, and the server migrates what it restores when it starts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { CLI_BUNDLE, importCliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { describeRestored, inspectRestored } from "./restore/restored-database.ts";
import { parseRestoreTime } from "./restore/restore-time.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Whether another connection (a server, its Litestream) has the database open: SQLite then refuses an exclusive lock. */
function inUse(file: string): boolean {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  try {
    database.pragma("locking_mode = EXCLUSIVE");
    database.exec("BEGIN EXCLUSIVE; COMMIT");
    return false;
  } catch {
    return true;
  } finally {
    database.close();
  }
}

/** The database's files and Litestream's folder beside it. */
const companionsOf = (file: string) => [file, `${file}-wal`, `${file}-shm`, path.join(path.dirname(file), `.${path.basename(file)}-litestream`)];

const { values } = parseArgs({ options: { to: { type: "string" }, force: { type: "boolean", default: false } } });
const to = values.to === undefined ? null : parseRestoreTime(values.to);
if (existsSync(".env")) process.loadEnvFile(".env");
if (!existsSync(CLI_BUNDLE)) ensureBuild();
const cli = await importCliBundle();
const { env } = cli;
if (!env.BACKUP_URL) fail("BACKUP_URL is not set (in .env or the environment): set it to the address the lost server copied to, then run this again.");
const location = cli.parseDatabaseUrl(env.DATABASE_URL);
if (location.dialect !== "sqlite") fail("DATABASE_URL is a PostgreSQL database: restore it from its WAL archive (docs/postgres-backups.md).");
const file = path.resolve(location.file);

if (existsSync(file)) {
  if (!values.force) {
    fail(
      `There is a database at ${file} already. Restoring would replace it: stop the server, then run \`npm run db:restore -- --force\` ` +
        "(the database there now is kept in data/before-restore-<time>/).",
    );
  }
  if (inUse(file)) fail(`The database at ${file} is open (a running server, or its Litestream): stop the server first.`);
}

const started = performance.now();
const partial = `${file}.restoring`;
const leftovers = [partial, `${partial}.tmp`, `${partial}.tmp-shm`, `${partial}.tmp-wal`];
for (const name of leftovers) rmSync(name, { force: true });
mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
const configDirectory = mkdtempSync(path.join(tmpdir(), "restore-"));
const configFile = path.join(configDirectory, "litestream.json");
// The copies' days play no part in a restore: any valid number will do.
writeFileSync(configFile, cli.litestreamConfig(file, env.BACKUP_URL, 1), { mode: 0o600 });
console.log(`Restoring ${file} from ${cli.describeTarget(env.BACKUP_URL)}${to ? ` as it was at ${to.toISOString()}` : " as of its latest change"}…`);
const restore = spawnSync(
  cli.litestreamBinary(),
  ["restore", "-no-expand-env", "-config", configFile, ...(to ? ["-timestamp", to.toISOString()] : []), "-o", partial, file],
  { encoding: "utf8", env: cli.litestreamEnvironment({ accessKeyId: env.BACKUP_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_SECRET_ACCESS_KEY }) },
);
rmSync(configDirectory, { recursive: true, force: true });
if (restore.status !== 0 || !existsSync(partial)) {
  const said = `${restore.stdout}${restore.stderr}`;
  const reason = /no matching backups|no generation|no snapshots/i.test(said)
    ? to
      ? `the destination has no copy from ${to.toISOString()} or earlier (it keeps them as many days as the privacy policy says), or none of this database`
      : "the destination has no copy of this database (is BACKUP_URL the address the lost server used?)"
    : (said.trim().split("\n").at(-1) ?? restore.error?.message ?? "Litestream failed");
  for (const name of leftovers) rmSync(name, { force: true });
  fail(`Nothing was restored: ${reason}`);
}

let restored;
try {
  restored = inspectRestored(partial);
} catch (error) {
  for (const name of leftovers) rmSync(name, { force: true });
  fail(`Nothing was replaced: ${(error as Error).message}`);
}
if (existsSync(file)) {
  const aside = path.join(path.dirname(file), `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  mkdirSync(aside, { mode: 0o700 });
  for (const name of companionsOf(file)) if (existsSync(name)) renameSync(name, path.join(aside, path.basename(name)));
  console.log(`The database that was there is in ${aside}.`);
}
renameSync(partial, file);
for (const name of leftovers) rmSync(name, { force: true });
for (const line of describeRestored(restored)) console.log(line);
console.log(
  `Restored in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server (npm start or systemctl start trener): it copies to BACKUP_URL again at once.`,
);
