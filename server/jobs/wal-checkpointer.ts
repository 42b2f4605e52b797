import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { Logger } from "./outbox-worker";

/** SQLite's own default: what the app falls back to if the worker is gone. */
const AUTOCHECKPOINT_PAGES = 1000;

// A worker thread with its own connection copies the write-ahead log into the
// database file. SQLite would otherwise do it on the request thread at every
// 1000th page, stalling everyone for as long as writing and syncing the file
// takes (tens of ms on a small server's disk). PASSIVE never waits for, nor
// blocks, the app's writes.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Sqlite = require(workerData.sqliteModule);
const database = new Sqlite(workerData.file);
const timer = setInterval(() => database.pragma("wal_checkpoint(PASSIVE)"), workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

export type WalCheckpointer = { stop(): Promise<void> };

/** Takes checkpointing of the SQLite database `file` off the request thread. */
export async function startWalCheckpointer(
  db: Kysely<Database>,
  { file, intervalMs = 1000, log }: { file: string; intervalMs?: number; log: Logger },
): Promise<WalCheckpointer> {
  const restoreAutocheckpoint = () => sql.raw(`pragma wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`).execute(db);
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  // Resolved here: the worker's own code has no file to resolve modules from.
  const sqliteModule = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs, sqliteModule } });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.once("error", (error) => log.error(`SQLite: checkpoints in the background stopped: ${error.message}`));
  void exited.then(() => {
    if (!stopping) void restoreAutocheckpoint().catch(() => {});
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage("stop");
      await exited;
      await restoreAutocheckpoint();
    },
  };
}
