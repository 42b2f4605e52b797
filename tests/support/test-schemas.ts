// Throw-away schemas in the test PostgreSQL (testPostgresUrl): each browser
// spec's own server's on PostgreSQL (tests/e2e/server-database.ts), so that
// runs side by side never see each other's rows. (Unit tests have databases
// of their own, tests/support/postgres-test-databases.ts.)
import { sql } from "kysely";
import { createDatabase } from "~/db/database.server";
import { oneMigratorAtATime } from "~/db/migration-lock.server";
import { madeADayAgo } from "./timed-names";

/** `base` with its search path set to `schema`: a DATABASE_URL whose tables are that schema's. */
export function schemaUrl(base: string, schema: string): string {
  const address = new URL(base);
  address.searchParams.set("options", `-c search_path=${schema}`);
  return address.toString();
}

/**
 * Drops the schemas of the database at `base` that `which` picks, while no
 * migrator runs: PostgreSQL's introspection (Kysely's migrator reads every
 * schema's tables) fails with "schema … does not exist" when a schema goes in
 * the middle of its query.
 */
export async function dropSchemas(base: string, which: (name: string) => boolean): Promise<void> {
  const db = createDatabase(base);
  try {
    await oneMigratorAtATime(db, async () => {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_namespace`.execute(db);
      for (const { name } of rows.filter((row) => which(row.name))) await sql`drop schema ${sql.id(name)} cascade`.execute(db);
    });
  } finally {
    await db.destroy();
  }
}

/** Drops the `kind` schemas (named by timedPrefix) that runs killed before their end left a day ago or more. */
export function dropStaleSchemas(base: string, kind: string): Promise<void> {
  return dropSchemas(base, (schema) => schema.startsWith(kind) && madeADayAgo(schema, kind));
}
