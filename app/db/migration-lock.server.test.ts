// Several instances start at once on one PostgreSQL (a deployment we support,
// and the browser specs' servers, each in a schema of one test database):
// each migrates, each succeeds, and every migration runs once. Kysely's migrator reads every
// schema's tables before taking its own lock, and a migration committing in
// another schema meanwhile failed that read (CI saw it once in ~1500 tests):
// too rare to provoke here, so the second test shows that a migrator waits
// for migrateToLatest's advisory lock before it reads anything.
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, type Database } from "./database.server";
import { MIGRATION_LOCK } from "./migration-lock.server";
import { migrateToLatest } from "./migrations.server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { schemaUrl } from "../../tests/support/test-schemas";
import { waitFor } from "../../tests/support/wait-for";

const INSTANCES_PER_SCHEMA = 2;
const SCHEMAS = 3;

/** A database of this file's own, in whose new schemas the instances migrate. */
let test: TestDatabase;
let admin: pg.Client;
const handles: Kysely<Database>[] = [];

beforeAll(async () => {
  test = await createTestDatabase("postgres");
  admin = new pg.Client({ connectionString: test.url });
  await admin.connect();
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.destroy()));
  await admin.end();
  await test.drop();
});

/** A new, empty schema and a database URL whose connections use it. */
async function emptySchema(): Promise<string> {
  const schema = `lock_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  return schemaUrl(test.url, schema);
}

/** An instance: a pool of its own, as another server process has. */
function instance(url: string): Kysely<Database> {
  const handle = createDatabase(url);
  handles.push(handle);
  return handle;
}

it("instances starting at once on empty schemas all migrate, and each schema gets every migration once", { timeout: 60_000 }, async () => {
  const urls = await Promise.all(Array.from({ length: SCHEMAS }, emptySchema));
  const starts = urls.flatMap((url) => Array.from({ length: INSTANCES_PER_SCHEMA }, () => instance(url)));
  const outcomes = await Promise.allSettled(starts.map((db) => migrateToLatest(db)));

  expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
  const applied = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value.length : -1));
  // Per schema: one instance ran every migration, the other found none left to run.
  for (let schema = 0; schema < SCHEMAS; schema++) {
    const mine = applied.slice(schema * INSTANCES_PER_SCHEMA, (schema + 1) * INSTANCES_PER_SCHEMA).sort((a, b) => a - b);
    const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(starts[schema * INSTANCES_PER_SCHEMA]!);
    expect(Number(rows[0]!.count)).toBeGreaterThan(20);
    expect(mine).toEqual([0, Number(rows[0]!.count)]);
  }
});

it("a migrator waits while another holds the migration lock, then finds its schema as that one left it", { timeout: 60_000 }, async () => {
  const db = instance(await emptySchema());
  await admin.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  const migrating = migrateToLatest(db);
  // It asks for the lock (a waiting advisory lock of another session), and has done nothing yet.
  await waitFor(
    async () => {
      const { rows } = await admin.query("select 1 from pg_locks where locktype = 'advisory' and objid = $1 and not granted", [MIGRATION_LOCK]);
      return rows.length > 0 || undefined;
    },
    { what: "the migrator waiting for the lock" },
  );
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  expect(tables.rows).toEqual([]);
  await admin.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  expect((await migrating).length).toBeGreaterThan(20);
});
