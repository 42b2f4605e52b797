// Vitest global setup: makes sure a PostgreSQL is there for the data-layer
// and outbox tests, which run against both SQLite and PostgreSQL. Uses
// TEST_DATABASE_URL when set; otherwise starts Debian's local cluster and
// creates a `site_test` role and database in it. Never skips: without a
// PostgreSQL the run stops with how to get one.
import { readdirSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { localClusters, run, siteTestDatabase } from "./local-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
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
  project.provide("testDatabaseUrl", url);
}
