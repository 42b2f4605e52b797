// Vitest global setup: makes sure a PostgreSQL is there for the data-layer
// and outbox tests, which run against both SQLite and PostgreSQL. Uses
// TEST_DATABASE_URL when set; otherwise starts Debian's local cluster and
// creates a `site_test` role and database in it. Never skips: without a
// PostgreSQL the run stops with how to get one. The run's test databases
// (tests/support/postgres-test-databases.ts) that its files left are dropped
// when it ends, and those a run killed before its end left, a day on.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { HOW_TO_INSTALL, testPostgresUrl } from "./local-postgres";
import { dropDatabasesOf, dropStaleDatabases } from "./postgres-test-databases";
import { timedPrefix } from "./timed-names";

declare module "vitest" {
  export interface ProvidedContext {
    /** The database the run connects to to make and drop its own. */
    testDatabaseUrl: string;
    /** How this run's test databases begin. */
    testDatabasePrefix: string;
  }
}

const KIND = "unit_";

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
  await dropStaleDatabases(url, KIND);
  const prefix = timedPrefix(KIND);
  project.provide("testDatabaseUrl", url);
  project.provide("testDatabasePrefix", prefix);
  return () => dropDatabasesOf(url, prefix);
}
