// PostgreSQL 15 clusters of a test's own, made with the server's binaries
// directly in a temporary directory (never Debian's shared cluster, which
// tests/support/local-postgres.ts looks after): the WAL-archiving test kills
// one and deletes its data, which no other test may share.
import { execFile } from "node:child_process";
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export const PG_BIN = "/usr/lib/postgresql/15/bin";
const BINARIES = ["initdb", "pg_ctl", "postgres", "pg_basebackup", "psql"];
const execFileAsync = promisify(execFile);
// initdb and postgres refuse to run as root, which CI runs as.
const asRoot = userInfo().uid === 0;

export type Cluster = { data: string; port: number; sockets: string; log: string };

/** Throws, saying how to get them, when PostgreSQL 15's binaries are missing: CI installs them, so this test never skips. */
export function assertPostgres15(): void {
  const missing = BINARIES.filter((name) => !existsSync(join(PG_BIN, name)));
  if (missing.length === 0) return;
  throw new Error(
    `PostgreSQL 15's ${missing.join(", ")} missing from ${PG_BIN}: the WAL-archiving test needs them. ` +
      "Install them with `apt-get install postgresql-15` (CI installs the `postgresql` package).",
  );
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("No postgres user: install the `postgresql` package, which makes it.");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** A directory, made (with its parents) and given to the postgres user when the test runs as root. */
export function ownedDirectory(path: string): string {
  mkdirSync(path, { recursive: true });
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(path, uid, gid);
  }
  return path;
}

/** A fresh temporary directory the clusters, their archive, sockets and logs live in. */
export const workDirectory = (): string => ownedDirectory(mkdtempSync(join(tmpdir(), "pg-wal-")));

/** Runs a command to its end, as the postgres user when the test runs as root; throws with its output when it fails. */
export async function asPostgres(command: string, args: string[], timeout = 30_000): Promise<string> {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  try {
    const { stdout } = await execFileAsync(file, argv, { encoding: "utf8", timeout });
    return stdout;
  } catch (error) {
    const { stderr, message } = error as Error & { stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stderr || message}`, { cause: error });
  }
}

export const pgBinary = (name: string, args: string[]): Promise<string> => asPostgres(join(PG_BIN, name), args);

/** Lines added to the cluster's postgresql.conf (the last setting of a name wins). */
export const configure = (cluster: Cluster, lines: string[]): void => appendFileSync(join(cluster.data, "postgresql.conf"), `\n${lines.join("\n")}\n`);

/** Starts the cluster on its own socket directory and port, no TCP at all, and waits until it takes connections. */
export function startCluster(cluster: Cluster): Promise<string> {
  const options = `-p ${cluster.port} -k ${cluster.sockets} -c listen_addresses=''`;
  return pgBinary("pg_ctl", ["-D", cluster.data, "-l", cluster.log, "-w", "-t", "20", "-o", options, "start"]);
}

/** One statement (several run as one transaction) through psql over the local socket; its rows as `a|b` lines. */
export async function sql(cluster: Cluster, statement: string): Promise<string> {
  const args = ["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-h", cluster.sockets, "-p", String(cluster.port), "-d", "postgres", "-c", statement];
  return (await pgBinary("psql", args)).trim();
}

/** The postmaster's pid, the first line of postmaster.pid. */
export const postmasterPid = (cluster: Cluster): number => Number(readFileSync(join(cluster.data, "postmaster.pid"), "utf8").split("\n")[0]);

/**
 * Whether the process still runs. Read from /proc rather than kill(pid, 0):
 * pg_ctl leaves the postmaster to PID 1, and in a container that may never
 * reap it, so a killed one can stay a zombie.
 */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Stops the cluster at once if it runs; a cluster already gone (killed, its data deleted) is fine. */
export async function stopCluster(cluster: Cluster): Promise<void> {
  if (!existsSync(join(cluster.data, "postmaster.pid"))) return;
  await pgBinary("pg_ctl", ["-D", cluster.data, "-m", "immediate", "-w", "-t", "20", "stop"]).catch(() => undefined);
}

/** How many WAL segments the cluster's recovery took from the archive, as its log says. */
export function replayedSegments(cluster: Cluster): number {
  const restored = readFileSync(cluster.log, "utf8").matchAll(/restored log file "([0-9A-F]{24})" from archive/g);
  return new Set(Array.from(restored, (match) => match[1])).size;
}

/** The end of the cluster's server log, for a failed test's output. */
export function logTail(cluster: Cluster, lines = 40): string {
  if (!existsSync(cluster.log)) return `(no log at ${cluster.log})`;
  return readFileSync(cluster.log, "utf8").split("\n").slice(-lines).join("\n");
}
