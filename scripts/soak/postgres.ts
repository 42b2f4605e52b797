// Debian's local PostgreSQL cluster for the soak run, found and started as
// the unit tests' global setup does (tests/support/local-postgres.ts), a
// throw-away schema in the `site_test` database, and the restart the fault
// injector asks for.
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { localClusters, siteTestDatabase, type Cluster } from "../../tests/support/local-postgres.ts";
import { sleep } from "../sleep.ts";

const HINT = "The soak run restarts Debian's local PostgreSQL (apt-get install postgresql), so it runs as root or postgres.";
/** The run's schema, a pool for the checks, the restart the fault injector asks for, and the cleanup. */
export type SoakPostgres = {
  cluster: Cluster;
  schema: string;
  url: string;
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<Row>>;
  restart: (pauseMs: number) => Promise<{ downAt: number; stoppedAt: number; upAt: number }>;
  ensureRunning: () => void;
  drop: () => Promise<void>;
};

/** The same command without blocking the event loop (the traffic keeps going meanwhile). */
function runAsync(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "utf8", timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(" ")} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh schema in the database at `base`; resolves with its name and the DATABASE_URL that works in it. */
async function createSchema(base: string): Promise<{ schema: string; url: string }> {
  const schema = `soak_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const address = new URL(base);
  address.searchParams.set("options", `-c search_path=${schema}`);
  return { schema, url: address.toString() };
}

/** Stops the cluster, waits, starts it; resolves with the times it went down, was stopped and answered again. */
async function restartCluster(cluster: Cluster, url: string, pauseMs: number): Promise<{ downAt: number; stoppedAt: number; upAt: number }> {
  const downAt = Date.now();
  await runAsync("pg_ctlcluster", [cluster.version, cluster.name, "stop", "-m", "fast"]);
  const stoppedAt = Date.now();
  await sleep(pauseMs);
  await runAsync("pg_ctlcluster", [cluster.version, cluster.name, "start"]);
  let upAt = Date.now();
  for (let i = 0; i < 60 && !(await canConnect(url)); i++) {
    await sleep(500);
    upAt = Date.now();
  }
  return { downAt, stoppedAt, upAt };
}

async function dropSchema(base: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the cluster when it is down, makes the site_test role and database,
 * and creates a fresh schema. Returns its DATABASE_URL, a pool for the
 * checks, the restart, and drop().
 */
export async function preparePostgres(): Promise<SoakPostgres> {
  const cluster = localClusters(HINT)[0];
  if (!cluster) throw new Error("No local PostgreSQL cluster (pg_lsclusters lists none).");
  const base = siteTestDatabase(cluster, HINT);
  const { schema, url } = await createSchema(base);
  // Short-lived connections for the checks: a restart breaks idle ones.
  const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {});
  let stopped = false;
  return {
    cluster,
    schema,
    url,
    query: (text, values) => pool.query(text, values),
    async restart(pauseMs) {
      stopped = true;
      const times = await restartCluster(cluster, url, pauseMs);
      stopped = false;
      return times;
    },
    /** Never leave the cluster stopped, whatever ended the run. */
    ensureRunning() {
      if (!stopped && localClusters(HINT)[0]?.status.startsWith("online")) return;
      spawnSync("pg_ctlcluster", [cluster.version, cluster.name, "start"], { stdio: "ignore", timeout: 60_000 });
      stopped = false;
    },
    async drop() {
      await pool.end().catch(() => {});
      await dropSchema(base, schema);
    },
  };
}
