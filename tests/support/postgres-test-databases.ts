// PostgreSQL test databases: each a database of its own, copied from a
// template migrated once per migration set (CREATE DATABASE … TEMPLATE), and
// dropped when its tests end. A database of its own, not a schema in a shared
// one: Kysely's introspection reads every schema of the database, and another
// file dropping a table or schema meanwhile failed it ("relation …
// booking_actions does not exist"). The role needs CREATEDB, and
// pg_signal_backend to drop a database an autovacuum worker is in.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrations.server";
import { migrationSetKey } from "./migration-set";
import { madeADayAgo, timedPrefix } from "./timed-names";

/** The lock a process holds in the base database while it looks for or makes a template (any number used nowhere else). */
const TEMPLATE_LOCK = 57_000_057;
/** Templates are named `tmpl_<time>_<migration set>`, made under `tbuild_<time>_<random>` and renamed when whole. */
const TEMPLATE = "tmpl_";
const BUILDING = "tbuild_";
const TEMPLATE_NAME = /^tmpl_[0-9a-z]+_[0-9a-f]{12}$/;
const BUILDING_NAME = /^tbuild_[0-9a-z]+_[0-9a-f]{8}$/;
/**
 * How a copy is made: WAL_LOG (PG 15's default) copies block by block through
 * the WAL; FILE_COPY copies the files after a checkpoint.
 */
const STRATEGY = "wal_log";

/** `base` naming the database `name`; its commits need not wait for the disk (it is thrown away). */
export function databaseUrl(base: string, name: string): string {
  const address = new URL(base);
  address.pathname = `/${name}`;
  address.searchParams.set("options", "-c synchronous_commit=off");
  return address.toString();
}

/** Runs `work` on a connection of its own to the base database. */
async function asAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The databases this role owns that `which` picks (never another role's). */
async function ownDatabases(admin: pg.Client, which: (name: string) => boolean): Promise<string[]> {
  const { rows } = await admin.query<{ name: string }>("select datname as name from pg_database where pg_get_userbyid(datdba) = current_user");
  return rows.map((row) => row.name).filter(which);
}

async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
}

/**
 * The name of this migration set's template, made when missing. One process
 * at a time looks and makes (two workers start at once); it is made under
 * another name and renamed when migrated, so a process that dies meanwhile
 * leaves no half-made template, only a `tbuild_` database the next one drops.
 */
function findOrMakeTemplate(base: string): Promise<string> {
  const key = migrationSetKey();
  return asAdmin(base, async (admin) => {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const [found] = await ownDatabases(admin, (name) => TEMPLATE_NAME.test(name) && name.endsWith(`_${key}`));
      if (found) return found;
      for (const left of await ownDatabases(admin, (name) => BUILDING_NAME.test(name))) await dropDatabase(admin, left);
      const building = timedPrefix(BUILDING).slice(0, -1);
      await admin.query(`create database ${building}`);
      const db = createDatabase(databaseUrl(base, building));
      try {
        await migrateToLatest(db);
      } finally {
        // No connection may stay in a template: a copy fails while one does ("source database is being accessed by other users").
        await db.destroy();
      }
      const name = `${TEMPLATE}${Date.now().toString(36)}_${key}`;
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} allow_connections false`);
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  });
}

let template: Promise<string> | undefined;

/** A new migrated database named `prefix` (timedPrefix's) and 12 hex digits: its URL, and `remove` for when every handle is closed. */
export async function copyPostgresTemplate(base: string, prefix: string): Promise<{ url: string; remove(): Promise<void> }> {
  template ??= findOrMakeTemplate(base);
  const source = await template;
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await asAdmin(base, (admin) => admin.query(`create database ${name} template ${source} strategy ${STRATEGY}`));
  return { url: databaseUrl(base, name), remove: () => asAdmin(base, (admin) => dropDatabase(admin, name)) };
}

/** Test databases named `kind`, the time, the run's random part and their own (timedPrefix, copyPostgresTemplate). */
const testDatabaseName = (kind: string) => new RegExp(`^${kind}[0-9a-z]+_[0-9a-f]{8}_[0-9a-f]{12}$`);

/** Drops a run's own test databases (`prefix`, timedPrefix's) at its end: those its files could not drop. */
export function dropDatabasesOf(base: string, prefix: string): Promise<void> {
  return asAdmin(base, async (admin) => {
    for (const name of await ownDatabases(admin, (name) => name.startsWith(prefix))) await dropDatabase(admin, name);
  });
}

/**
 * Drops what runs left a day ago or more: test databases of runs killed
 * before their end (`kind`, named by timedPrefix), and templates of other
 * migration sets (this one's stays for the next run).
 */
export function dropStaleDatabases(base: string, kind: string): Promise<void> {
  const key = migrationSetKey();
  return asAdmin(base, async (admin) => {
    const stale = await ownDatabases(
      admin,
      (name) =>
        (testDatabaseName(kind).test(name) && madeADayAgo(name, kind)) ||
        (TEMPLATE_NAME.test(name) && !name.endsWith(`_${key}`) && madeADayAgo(name, TEMPLATE)),
    );
    for (const name of stale) await dropDatabase(admin, name);
  });
}
