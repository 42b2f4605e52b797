// The supported backup route on PostgreSQL (docs/postgres-backups.md):
// continuous WAL archiving and a base backup, then, the primary killed and its
// data directory deleted, a restore to the last archived segment. Clusters of
// the test's own from PostgreSQL 15's binaries, never the shared one.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { freePort } from "../scripts/free-port";
import {
  assertPostgres15,
  asPostgres,
  configure,
  isRunning,
  logTail,
  ownedDirectory,
  pgBinary,
  postmasterPid,
  replayedSegments,
  sql,
  startCluster,
  stopCluster,
  workDirectory,
  type Cluster,
} from "../tests/support/postgres-archive-cluster";
import { waitFor } from "../tests/support/wait-for";

const BOOKINGS_TABLE = "CREATE TABLE bookings (id serial PRIMARY KEY, client text NOT NULL, starts_at timestamptz NOT NULL)";
const book = (count: number) =>
  `INSERT INTO bookings (client, starts_at) SELECT 'client ' || i, now() + i * interval '1 hour' FROM generate_series(1, ${count}) AS i`;

const BEFORE_BASE_BACKUP = 10;
const TRANSACTIONS_AFTER = 5;
const ROWS_PER_TRANSACTION = 10;

describe("PostgreSQL backups: WAL archiving and point-in-time restore", () => {
  let work: string | undefined;
  const clusters: Cluster[] = [];

  afterAll(async () => {
    for (const cluster of clusters) await stopCluster(cluster);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("restores every booking committed up to the last archived segment after the primary and its data are lost", async () => {
    assertPostgres15();
    work = workDirectory();
    const archive = ownedDirectory(join(work, "archive"));
    const sockets = ownedDirectory(join(work, "sockets"));
    const base = join(work, "base");
    const primary: Cluster = { data: join(work, "primary"), port: await freePort(), sockets, log: join(work, "primary.log") };
    const restored: Cluster = { data: join(work, "restored"), port: await freePort(), sockets, log: join(work, "restored.log") };
    clusters.push(primary, restored);
    onTestFailed(() => {
      for (const cluster of clusters) console.error(`--- ${cluster.log}\n${logTail(cluster)}`);
    });

    // --no-sync: the test kills the server, never the machine, so initdb need not wait for the disk.
    await pgBinary("initdb", ["--no-sync", "-D", primary.data]);
    configure(primary, ["wal_level = replica", "archive_mode = on", `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`]);
    await startCluster(primary);
    await sql(primary, `${BOOKINGS_TABLE}; ${book(BEFORE_BASE_BACKUP)}`);

    // -X stream puts the WAL of the backup's own span into it, so a base
    // backup restores on its own even should the archive lack those segments;
    // -c fast: checkpoint at once rather than spread over minutes.
    await pgBinary("pg_basebackup", ["-h", sockets, "-p", String(primary.port), "-D", base, "-Fp", "-X", "stream", "-c", "fast"]);

    for (let i = 0; i < TRANSACTIONS_AFTER; i++) await sql(primary, book(ROWS_PER_TRANSACTION));
    const committed = BEFORE_BASE_BACKUP + TRANSACTIONS_AFTER * ROWS_PER_TRANSACTION;
    expect(await sql(primary, "SELECT count(*), max(id) FROM bookings")).toBe(`${committed}|${committed}`);
    // The segment holding the last commit, closed now rather than after archive_timeout.
    const segment = await sql(primary, "SELECT pg_walfile_name(pg_switch_wal())");
    await waitFor(async () => (await sql(primary, `SELECT last_archived_wal >= '${segment}' FROM pg_stat_archiver`)) === "t", {
      timeoutMs: 10_000,
      what: `${segment} in the archive`,
    });
    expect(await sql(primary, "SELECT failed_count FROM pg_stat_archiver")).toBe("0");
    // A booking after the last archived segment: a restore loses it (archive_timeout bounds how many), so the counts below leave it out.
    await sql(primary, book(1));

    const pid = postmasterPid(primary);
    process.kill(pid, "SIGKILL");
    await waitFor(() => !isRunning(pid), { timeoutMs: 5_000, what: "the killed postmaster to end" });
    rmSync(primary.data, { recursive: true, force: true });

    const started = performance.now();
    await asPostgres("cp", ["-a", base, restored.data]);
    // No recovery target: replay to the end of the archive, then promote to a new timeline.
    configure(restored, [`restore_command = 'cp ${archive}/%f %p'`, "recovery_target_timeline = 'latest'"]);
    await asPostgres("touch", [join(restored.data, "recovery.signal")]);
    await startCluster(restored);
    await waitFor(async () => (await sql(restored, "SELECT pg_is_in_recovery()")) === "f", { timeoutMs: 15_000, what: "the end of recovery" });
    const restoreMs = Math.round(performance.now() - started);

    expect(await sql(restored, "SELECT count(*), max(id) FROM bookings")).toBe(`${committed}|${committed}`);
    await sql(restored, book(1));
    expect(await sql(restored, "SELECT count(*) FROM bookings")).toBe(String(committed + 1));

    console.log(
      `PostgreSQL WAL archive: ${TRANSACTIONS_AFTER * ROWS_PER_TRANSACTION} bookings written after the base backup (${TRANSACTIONS_AFTER} transactions), ` +
        `all ${committed} back after the primary was lost; restore (copy of the base backup, replay of ${replayedSegments(restored)} archived segments, promotion) ${restoreMs} ms`,
    );
  }, 60_000);
});
