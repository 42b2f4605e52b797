// Vitest global setup: makes sure a PostgreSQL is there for the data-layer
// and outbox tests, which run against both SQLite and PostgreSQL. Uses
// TEST_DATABASE_URL when set; otherwise starts Debian's local cluster and
// creates a `site_test` role and database in it. Never skips: without a
// PostgreSQL the run stops with how to get one. The run's schemas
// (tests/support/test-database.ts) are dropped when it ends.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { localClusters, run, siteTestDatabase } from "./local-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    /** How this run's schemas begin: test files' schemas are dropped by the run that made them, at its end. */
    testSchemaPrefix: string;
  }
}

const HOW_TO_INSTALL =
  "The database tests need PostgreSQL. Install it with `apt-get install postgresql` (Debian), " +
  "or point TEST_DATABASE_URL at a database the tests may create schemas in, e.g. postgres://user:password@localhost:5432/site_test.";

function startLocalPostgres(): string {
  let cluster = localClusters(HOW_TO_INSTALL)[0];
  if (!cluster) {
    // Installed from packages whose post-install step could not create one (e.g. in a container).
    const version = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))[0];
    if (!version) throw new Error(HOW_TO_INSTALL);
    run("pg_createcluster", [version, "main"]);
    cluster = localClusters(HOW_TO_INSTALL)[0];
    if (!cluster) throw new Error(`pg_createcluster ${version} main made no cluster. ${HOW_TO_INSTALL}`);
  }
  return siteTestDatabase(cluster, HOW_TO_INSTALL);
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || startLocalPostgres();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw new Error(`Cannot connect to the test PostgreSQL (${(error as Error).message}). ${HOW_TO_INSTALL}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
  const prefix = `test_${randomBytes(4).toString("hex")}_`;
  project.provide("testDatabaseUrl", url);
  project.provide("testSchemaPrefix", prefix);
  return () => dropSchemas(url, prefix);
}

/**
 * Drops the run's schemas once no test file runs. A file that dropped its own
 * while another migrated would break that one: PostgreSQL's introspection
 * (Kysely's migrator reads every schema's tables) fails with "schema … does
 * not exist" when a schema goes in the middle of its query.
 */
async function dropSchemas(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)", [prefix]);
    for (const { name } of rows) await client.query(`DROP SCHEMA ${client.escapeIdentifier(name)} CASCADE`);
  } finally {
    await client.end();
  }
}
