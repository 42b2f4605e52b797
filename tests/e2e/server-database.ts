// A spec's own server on either database, and what a test reads or writes in
// it as someone with the database would: through the app's own Kysely handle
// (createDatabase), so one query serves SQLite and PostgreSQL alike.
import { sql, type Kysely } from "kysely";
import { createDatabase, type Database } from "../../app/db/database.server";
import { testPostgresUrl } from "../support/local-postgres";
import { dropSchemas, dropStaleSchemas, schemaUrl } from "../support/test-schemas";
import { timedPrefix } from "../support/timed-names";

export type ServerDatabase = "sqlite" | "postgres";

const PREFIX = "e2e_";

/**
 * A fresh schema in the test PostgreSQL for a server of its own: its
 * DATABASE_URL, and `drop` for when the server has stopped. Named after the
 * time it was made, so that one a killed run left is dropped here a day on.
 */
export async function throwAwaySchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = testPostgresUrl();
  const name = timedPrefix(PREFIX).slice(0, -1);
  await dropStaleSchemas(base, PREFIX);
  await withServerDatabase(base, (db) => sql`create schema ${sql.id(name)}`.execute(db));
  return { url: schemaUrl(base, name), drop: () => dropSchemas(base, (schema) => schema === name) };
}

/** Runs `work` on a test server's database (its DATABASE_URL: a SQLite file, or a PostgreSQL schema's address). */
export async function withServerDatabase<T>(databaseUrl: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = createDatabase(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
