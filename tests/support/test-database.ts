// A fresh, migrated database per test suite, on SQLite (a temp file) or
// PostgreSQL (a throw-away schema in the test database, so that suites
// running in parallel never see each other's rows; the run drops its schemas
// when it ends, tests/support/postgres-global-setup.ts).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrations.server";
import { oneMigratorAtATime } from "~/db/migration-lock.server";
import type { SqlDialect } from "~/db/sql-dialect.server";
import { schemaUrl } from "./test-schemas";

export const DIALECTS: SqlDialect[] = ["sqlite", "postgres"];

export type TestDatabase = {
  dialect: SqlDialect;
  /** A DATABASE_URL for this database, e.g. for a server process. */
  url: string;
  /** Migrated and ready. */
  db: Kysely<Database>;
  /** Another, independent handle (own connection or pool), like a second app instance. */
  open(): Kysely<Database>;
  /** Closes every handle; deletes the database on SQLite (on PostgreSQL the run's end drops its schemas). */
  drop(): Promise<void>;
};

export async function createTestDatabase(dialect: SqlDialect): Promise<TestDatabase> {
  const handles: Kysely<Database>[] = [];
  let url: string;
  let remove: () => Promise<void>;

  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "site-db-"));
    url = `sqlite:${path.join(dir, "site.db")}`;
    remove = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const base = inject("testDatabaseUrl");
    const schema = `${inject("testSchemaPrefix")}${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    url = schemaUrl(base, schema);
    remove = () => admin.end();
  }

  const open = () => {
    const handle = createDatabase(url);
    handles.push(handle);
    return handle;
  };
  const db = open();
  await migrateToLatest(db);
  return {
    dialect,
    url,
    db,
    open,
    async drop() {
      await Promise.all(handles.map((handle) => handle.destroy()));
      await remove();
    },
  };
}

/**
 * Runs one step of a migration by hand, as its test does, as one migrator of
 * the database: on PostgreSQL under the migrators' lock. A step that drops a
 * table (0009's up drops booking_actions) failed another file's migrator,
 * which reads every schema's tables, at that moment.
 */
export function migrationStep(test: TestDatabase, step: Migration["up"]): Promise<void> {
  return test.dialect === "postgres" ? oneMigratorAtATime(test.db, () => step(test.db)) : step(test.db);
}
