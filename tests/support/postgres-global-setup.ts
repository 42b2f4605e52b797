// Vitest global setup: makes sure a PostgreSQL is there for the data-layer
// and outbox tests, which run against both SQLite and PostgreSQL. Uses
// TEST_DATABASE_URL when set; otherwise starts Debian's local cluster and
// creates a `site_test` role and database in it. Never skips: without a
// PostgreSQL the run stops with how to get one. The run's schemas
// (tests/support/test-database.ts) are dropped when it ends, and those a run
// killed before its end left, a day on.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { HOW_TO_INSTALL, testPostgresUrl } from "./local-postgres";
import { dropSchemas, dropStaleSchemas, timedPrefix } from "./test-schemas";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    /** How this run's schemas begin: test files' schemas are dropped by the run that made them, at its end. */
    testSchemaPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const url = testPostgresUrl();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw new Error(`Cannot connect to the test PostgreSQL (${(error as Error).message}). ${HOW_TO_INSTALL}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
  await dropStaleSchemas(url, "test_");
  const prefix = timedPrefix("test_");
  project.provide("testDatabaseUrl", url);
  project.provide("testSchemaPrefix", prefix);
  // Once no test file runs: a file that dropped its own schema while another migrated would break that one.
  return () => dropSchemas(url, (name) => name.startsWith(prefix));
}
