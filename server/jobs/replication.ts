// Litestream, started and watched by the server when BACKUP_URL is set (ADR
// 031): it copies every change of the SQLite database to the destination
// within seconds and owns the database's checkpoints while it runs. Its JSON
// log says when the destination took a change and when a sync failed; the
// watch tells the trainer once when the copy has failed for an hour, and again
// when it writes again. Litestream dies with the server (kill -9 included):
// two of them on one database would fight over its log.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { checked, failed, writing, written, type BackupTarget, type ReplicationState, type Step, type WriteKind } from "~/backup";
import {
  litestreamBinary,
  litestreamConfig,
  litestreamEnvironment,
  loadWatch,
  publishReplicaStatus,
  retryReplication,
  saveWatch,
  watchChanged,
  writeLitestreamConfig,
  type BucketKeys,
} from "~/backup/index.server";
import type { Logger } from "./outbox-worker";
import { replicaLastWritten } from "./replica-generations";

export type Replication = {
  /** Runs the watch's check now (the clock's tick; a test calls it after moving its clock). */
  check(): Promise<void>;
  state(): ReplicationState;
  /** Stops Litestream (SIGTERM: it finishes the sync in progress) and the watch. */
  stop(): Promise<void>;
};

export type ReplicationOptions = {
  db: Kysely<Database>;
  databaseFile: string;
  target: BackupTarget;
  keys: BucketKeys;
  /** The privacy policy's backup days as they are now: a change takes effect within the minute (Litestream restarted). */
  backupDays: () => number;
  log: Logger;
  now?: () => Date;
  checkEveryMs?: number;
  /** The first restart's delay after Litestream exits; doubled up to five minutes while it keeps exiting. */
  restartDelayMs?: number;
};

/** Messages of Litestream's log that say a write to the destination began, and that it took the change. */
const WRITING = new Map<string, WriteKind>([
  ["write wal segment", "segment"],
  ["write snapshot", "snapshot"],
]);
const WRITTEN = new Set(["wal segment written", "snapshot written"]);
const MAX_RESTART_DELAY_MS = 5 * 60_000;
/** Litestream finishes its sync in progress on SIGTERM; one that has not exited by then is killed, within the server's 10 s to stop. */
const LITESTREAM_STOP_MS = 3_000;

type LogLine = { level?: string; msg?: string; error?: string };

function parseLine(line: string): LogLine | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === "object" && parsed !== null ? (parsed as LogLine) : null;
  } catch {
    return null;
  }
}

export async function startReplication(options: ReplicationOptions): Promise<Replication> {
  const { db, databaseFile, target, keys, backupDays, log, now = () => new Date(), checkEveryMs = 60_000, restartDelayMs = 5000 } = options;
  const binary = litestreamBinary();
  let days = backupDays();
  const configFile = writeLitestreamConfig(databaseFile, litestreamConfig(databaseFile, target, days));
  // Litestream's checkpoints only: one by the app could pass it a log it has not copied yet.
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  let state = await loadWatch(db);
  publishReplicaStatus(state);
  let queue = Promise.resolve();
  let child: ChildProcess | null = null;
  let stopping = false;
  /** Litestream is being stopped to start again with a new configuration: its exit is no failure. */
  let reconfiguring = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let delay = restartDelayMs;

  /** Applies one event, in order; the row is written only when what it keeps changed (every write is a change to copy). */
  const apply = (step: (current: ReplicationState) => Step) =>
    (queue = queue.then(async () => {
      const next = step(state);
      try {
        if (next.news || watchChanged(state, next.state)) await saveWatch(db, next.state, next.news, now());
        if (next.news)
          log.info(
            `Kopia zapasowa: ${next.news.kind === "stopped" ? "nie zapisuje się od godziny; wysłano powiadomienie e-mailem" : "znów się zapisuje; wysłano powiadomienie e-mailem"}`,
          );
        state = next.state;
        // A hung write: the next Litestream connects afresh (the exit's handler starts it).
        if (next.restart) child?.kill("SIGKILL");
      } catch (error) {
        log.error(`Kopia zapasowa: nie udało się zapisać stanu (${(error as Error).message}); spróbuję przy następnym zdarzeniu`);
      }
      publishReplicaStatus(state);
    }));

  function onLine(line: string) {
    const entry = parseLine(line);
    if (!entry) return log.info(`litestream: ${line}`);
    const kind = entry.msg && WRITING.get(entry.msg);
    if (kind) {
      void apply((current) => writing(current, now(), kind));
    } else if (entry.msg && WRITTEN.has(entry.msg)) {
      delay = restartDelayMs;
      void apply((current) => written(current, now()));
    } else if (entry.level === "ERROR") {
      log.error(`litestream: ${entry.msg}${entry.error ? `: ${entry.error}` : ""}`);
      void apply((current) => failed(current, now(), entry.error ?? entry.msg ?? "error"));
    }
  }

  function start() {
    // setpriv: the kernel kills Litestream when the server dies, however it dies.
    const started = spawn("setpriv", ["--pdeathsig", "KILL", "--", binary, "replicate", "-no-expand-env", "-config", configFile], {
      env: litestreamEnvironment(keys),
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    createInterface({ input: started.stdout! }).on("line", onLine);
    createInterface({ input: started.stderr! }).on("line", onLine);
    let gone = false;
    // Node may report a process that never started by "error" alone, or by "error" and "exit": it is restarted once.
    const onGone = (reason: string) => {
      if (gone) return;
      gone = true;
      child = null;
      if (stopping) return;
      if (reconfiguring) {
        reconfiguring = false;
        return start();
      }
      log.error(`Kopia zapasowa: ${reason}; ponowne uruchomienie za ${Math.round(delay / 1000)} s`);
      void apply((current) => failed(current, now(), reason));
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    };
    started.once("error", (error) => onGone(`Litestream did not start: ${error.message}`));
    started.once("exit", (code, signal) => onGone(`Litestream exited (${signal ?? `code ${code}`})`));
  }

  start();
  // When the destination last took a change, until Litestream says so itself (it writes nothing while nothing changes).
  void replicaLastWritten(binary, configFile, path.resolve(databaseFile), litestreamEnvironment(keys)).then((at) => {
    if (at && !state.lastWrittenAt) void apply((current) => ({ state: { ...current, lastWrittenAt: current.lastWrittenAt ?? at }, news: null }));
  });
  /** The clock's tick: the trainer told of an hour's failure, and while failing a change that makes Litestream try again. */
  const check = async () => {
    if (backupDays() !== days && child) {
      days = backupDays();
      writeLitestreamConfig(databaseFile, litestreamConfig(databaseFile, target, days));
      reconfiguring = true;
      child.kill("SIGTERM");
      log.info(`Kopia zapasowa: kopie przechowywane teraz przez ${days} dni`);
    }
    await apply((current) => checked(current, now()));
    if (state.failingSince) await retryReplication(db, now()).catch((error: Error) => log.error(`Kopia zapasowa: ${error.message}`));
  };
  const checkTimer = setInterval(() => void check(), checkEveryMs);
  log.info(`Kopia zapasowa: ciągła kopia bazy do ${target.type === "sftp" ? `sftp://${target.host}` : `s3://${target.bucket}`}`);

  return {
    check,
    state: () => state,
    async stop() {
      stopping = true;
      clearInterval(checkTimer);
      clearTimeout(restartTimer);
      const running = child;
      if (running) {
        const exited = new Promise((resolve) => running.once("exit", resolve));
        running.kill("SIGTERM");
        const killer = setTimeout(() => running.kill("SIGKILL"), LITESTREAM_STOP_MS);
        await exited;
        clearTimeout(killer);
      }
      await queue;
      publishReplicaStatus(null);
    },
  };
}
