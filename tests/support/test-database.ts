// A fresh, migrated database per test suite, on SQLite (a copy of a migrated
// file) or PostgreSQL (a database of its own, copied from a migrated
// template), so that suites running in parallel never see each other's rows
// or tables; each made by migrating once per migration set
// (sqlite-template.ts, postgres-test-databases.ts).
import type { Kysely } from "kysely";
import { inject } from "vitest";
import { createDatabase, type Database } from "~/db/database.server";
import type { SqlDialect } from "~/db/sql-dialect.server";
import { copyPostgresTemplate } from "./postgres-test-databases";
import { copySqliteTemplate } from "./sqlite-template";

export const DIALECTS: SqlDialect[] = ["sqlite", "postgres"];

export type TestDatabase = {
  dialect: SqlDialect;
  /** A DATABASE_URL for this database, e.g. for a server process. */
  url: string;
  /** Migrated and ready. */
  db: Kysely<Database>;
  /** Another, independent handle (own connection or pool), like a second app instance. */
  open(): Kysely<Database>;
  /** Closes every handle and deletes the database. */
  drop(): Promise<void>;
};

export async function createTestDatabase(dialect: SqlDialect): Promise<TestDatabase> {
  const handles: Kysely<Database>[] = [];
  const { url, remove } =
    dialect === "sqlite" ? await copySqliteTemplate() : await copyPostgresTemplate(inject("testDatabaseUrl"), inject("testDatabasePrefix"));
  const open = () => {
    const handle = createDatabase(url);
    handles.push(handle);
    return handle;
  };
  return {
    dialect,
    url,
    db: open(),
    open,
    async drop() {
      await Promise.all(handles.map((handle) => handle.destroy()));
      await remove();
    },
  };
}
