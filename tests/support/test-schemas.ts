// Throw-away schemas in the test PostgreSQL (testPostgresUrl): each unit test
// file's (test-database.ts) and each browser spec's own server's on
// PostgreSQL (tests/e2e/server-database.ts), so that runs side by side never
// see each other's rows.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { createDatabase } from "~/db/database.server";
import { oneMigratorAtATime } from "~/db/migration-lock.server";

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

/** Older than this, a schema was left by a run killed before its end (a run takes minutes): dropped by the next. */
const STALE_MS = 24 * 3600_000;

/** A prefix for this run's schemas that says when it was made: `kind` ("test_", "e2e_"), the time, a random part. */
export const timedPrefix = (kind: string) => `${kind}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}_`;

/** Drops the `kind` schemas that runs killed before their end left a day ago or more. */
export function dropStaleSchemas(base: string, kind: string): Promise<void> {
  const madeAt = (schema: string) => parseInt(schema.slice(kind.length).split("_")[0]!, 36);
  return dropSchemas(base, (schema) => schema.startsWith(kind) && !(Date.now() - madeAt(schema) <= STALE_MS));
}
