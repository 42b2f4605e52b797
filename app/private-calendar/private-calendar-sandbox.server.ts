// Syncing the private calendar in a worker thread (decision 024): the file
// is fetched, read and expanded there, under memory limits and a deadline;
// this thread receives only busy times. A worker stopped by either is a
// failure the trainer reads, and the server goes on answering.
import { Worker } from "node:worker_threads";
import { TOO_COMPLEX } from "~/private-calendar/private-calendar.messages";
import type { SyncInput, SyncOutcome } from "~/private-calendar/private-calendar-sync";

/** Fetching (at most 10 s) and reading together: past this the worker is stopped. */
export const SYNC_DEADLINE_MS = 30_000;

/**
 * The worker's own heap and stack: a 2 MB file read whole by ical.js takes
 * about 40 MB. With V8's code space and the thread's own, a sync adds at
 * most about 150 MB to the process, then the worker stops.
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

/**
 * The worker's module. Built, it is private-calendar-worker.js beside the
 * server's bundle (vite.config.ts names it so); run from the sources (Vitest,
 * the dev server), the TypeScript module through app/lib/typescript-worker.js.
 */
function workerModule(): { url: URL; entry?: string } {
  if (!import.meta.url.endsWith(".ts")) return { url: new URL("./private-calendar-worker.js", import.meta.url) };
  return { url: new URL("../lib/typescript-worker.js", import.meta.url), entry: new URL("./private-calendar-worker.server.ts", import.meta.url).href };
}

export type SandboxOptions = {
  deadlineMs?: number;
  resourceLimits?: typeof WORKER_LIMITS;
  /** The server stops: the worker is stopped and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** Fetches and reads the calendar in a worker; throws only when `signal` stops it: a failure is a Polish message. */
export function syncInWorker(
  input: SyncInput,
  { deadlineMs = SYNC_DEADLINE_MS, resourceLimits = WORKER_LIMITS, signal }: SandboxOptions = {},
): Promise<SyncOutcome> {
  signal?.throwIfAborted();
  const { url, entry } = workerModule();
  const worker = new Worker(url, { workerData: { ...input, entry }, resourceLimits });
  return new Promise<SyncOutcome>((resolve, reject) => {
    let settled = false;
    const stop = () => {
      settled = true;
      clearTimeout(deadline);
      signal?.removeEventListener("abort", aborted);
      // Done or not, the worker goes: its connections and heap with it.
      void worker.terminate();
    };
    const settle = (outcome: SyncOutcome) => {
      if (settled) return;
      stop();
      resolve(outcome);
    };
    const aborted = () => {
      if (settled) return;
      stop();
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", aborted, { once: true });
    const deadline = setTimeout(() => settle({ kind: "failed", message: TOO_COMPLEX }), deadlineMs);
    worker.once("message", (outcome: SyncOutcome) => settle(outcome));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a stack too deep, or ended without an answer.
    worker.once("error", () => settle({ kind: "failed", message: TOO_COMPLEX }));
    worker.once("exit", () => settle({ kind: "failed", message: TOO_COMPLEX }));
  });
}
