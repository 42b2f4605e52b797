// Vitest global setup: makes sure a PostgreSQL is there for the data-layer
// and outbox tests, which run against both SQLite and PostgreSQL. Uses
// TEST_DATABASE_URL when set; otherwise starts Debian's local cluster and
// creates a `site_test` role and database in it. Never skips: without a
// PostgreSQL the run stops with how to get one.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { userInfo } from "node:os";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

const NAME = "site_test";
const HOW_TO_INSTALL =
  "The database tests need PostgreSQL. Install it with `apt-get install postgresql` (Debian), " +
  "or point TEST_DATABASE_URL at a database the tests may create schemas in, e.g. postgres://user:password@localhost:5432/site_test.";

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** psql as the cluster's superuser (peer authentication over the local socket). */
function psqlAsPostgres(port: string, sql: string): string {
  const args = ["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-p", port, "-d", "postgres", "-c", sql];
  const user = userInfo().username;
  if (user === "postgres") return run("psql", args);
  if (user === "root") return run("runuser", ["-u", "postgres", "--", "psql", ...args]);
  throw new Error(`Cannot administer the local PostgreSQL as ${user}. ${HOW_TO_INSTALL}`);
}

type Cluster = { version: string; name: string; port: string; status: string };

function localClusters(): Cluster[] {
  const listed = spawnSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  if (listed.error) throw new Error(HOW_TO_INSTALL);
  return listed.stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [version = "", name = "", port = "", status = ""] = line.trim().split(/\s+/);
      return { version, name, port, status };
    })
    .sort((a, b) => Number(b.version) - Number(a.version));
}

function startLocalPostgres(): string {
  let cluster = localClusters()[0];
  if (!cluster) {
    // Installed from packages whose post-install step could not create one (e.g. in a container).
    const version = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))[0];
    if (!version) throw new Error(HOW_TO_INSTALL);
    run("pg_createcluster", [version, "main"]);
    cluster = localClusters()[0];
    if (!cluster) throw new Error(`pg_createcluster ${version} main made no cluster. ${HOW_TO_INSTALL}`);
  }
  if (!cluster.status.startsWith("online")) run("pg_ctlcluster", [cluster.version, cluster.name, "start"]);

  psqlAsPostgres(
    cluster.port,
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${NAME}') THEN CREATE ROLE ${NAME} LOGIN PASSWORD '${NAME}'; END IF; END $$;`,
  );
  if (psqlAsPostgres(cluster.port, `SELECT 1 FROM pg_database WHERE datname = '${NAME}'`).trim() !== "1") {
    psqlAsPostgres(cluster.port, `CREATE DATABASE ${NAME} OWNER ${NAME}`);
  }
  return `postgres://${NAME}:${NAME}@127.0.0.1:${cluster.port}/${NAME}`;
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
