// Debian's local PostgreSQL, as the unit tests' global setup, the browser
// specs' servers on PostgreSQL and the soak run use it: its clusters (pg_lsclusters), commands run as the postgres user
// (peer authentication over the local socket), and the `site_test` role and
// database both work in.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { userInfo } from "node:os";

const NAME = "site_test";

export type Cluster = { version: string; name: string; port: string; status: string };

/** Runs a command to its end (at most a minute); throws with its output when it fails. */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 60_000 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** psql as the cluster's superuser; `hint` says what to do when this user cannot be it. */
function psqlAsPostgres(port: string, sql: string, hint: string): string {
  const args = ["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-p", port, "-d", "postgres", "-c", sql];
  const user = userInfo().username;
  if (user === "postgres") return run("psql", args);
  if (user === "root") return run("runuser", ["-u", "postgres", "--", "psql", ...args]);
  throw new Error(`Cannot administer the local PostgreSQL as ${user} (only as root or postgres). ${hint}`);
}

/** The clusters, the newest version first; `hint` says how to get PostgreSQL when Debian's tools are missing. */
export function localClusters(hint: string): Cluster[] {
  const listed = spawnSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  if (listed.error) throw new Error(hint);
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

/** Starts the cluster when it is down, makes the site_test role and database where missing, and returns the database's URL. */
export function siteTestDatabase(cluster: Cluster, hint: string): string {
  if (!cluster.status.startsWith("online")) run("pg_ctlcluster", [cluster.version, cluster.name, "start"]);
  psqlAsPostgres(
    cluster.port,
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${NAME}') THEN CREATE ROLE ${NAME} LOGIN PASSWORD '${NAME}'; END IF; END $$;`,
    hint,
  );
  // Unit tests make a database each (tests/support/postgres-test-databases.ts) and drop it WITH (FORCE),
  // which must end an autovacuum worker in it: a role may only when a member of pg_signal_backend.
  psqlAsPostgres(cluster.port, `ALTER ROLE ${NAME} CREATEDB; GRANT pg_signal_backend TO ${NAME}`, hint);
  if (psqlAsPostgres(cluster.port, `SELECT 1 FROM pg_database WHERE datname = '${NAME}'`, hint).trim() !== "1") {
    psqlAsPostgres(cluster.port, `CREATE DATABASE ${NAME} OWNER ${NAME}`, hint);
  }
  // A commit of a throw-away test database need not wait for the disk: every
  // session still sees it at once, only a crash of PostgreSQL itself could lose it
  // (the unit tests' own databases say so in their URLs, postgres-test-databases.ts).
  psqlAsPostgres(cluster.port, `ALTER DATABASE ${NAME} SET synchronous_commit = off`, hint);
  return `postgres://${NAME}:${NAME}@127.0.0.1:${cluster.port}/${NAME}`;
}

export const HOW_TO_INSTALL =
  "The database tests need PostgreSQL. Install it with `apt-get install postgresql` (Debian), " +
  "or point TEST_DATABASE_URL at a database the tests may create schemas in, as a role with CREATEDB and pg_signal_backend, " +
  "e.g. postgres://user:password@localhost:5432/site_test.";

/**
 * The database the tests start from (unit tests make databases of their own
 * from it, browser specs' servers schemas in it): TEST_DATABASE_URL, else the
 * local cluster's site_test (the cluster started, or made, when missing).
 */
export function testPostgresUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
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
