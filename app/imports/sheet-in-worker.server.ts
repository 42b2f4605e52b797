// Reading a large file of clients in a worker thread (the private
// calendar's pattern, decision 024): memory limits and a deadline; a worker
// stopped by either is a file refused, and the server goes on answering.
import { Worker } from "node:worker_threads";
import { WORKER_FROM_BYTES } from "./import-limits";
import { readSheet } from "./read-sheet";
import type { SheetReading } from "./sheet";

export const SHEET_DEADLINE_MS = 20_000;

/** A 5 MB file read whole takes about 60 MB of the worker's heap. */
export const SHEET_WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

/**
 * The worker's module: built, sheet-worker.js beside the server's bundle
 * (vite.config.ts names it so); from the sources (Vitest, the dev server),
 * the TypeScript module through app/lib/typescript-worker.js.
 */
function workerModule(): { url: URL; entry?: string } {
  if (!import.meta.url.endsWith(".ts")) return { url: new URL("./sheet-worker.js", import.meta.url) };
  return { url: new URL("../lib/typescript-worker.js", import.meta.url), entry: new URL("./sheet-worker.server.ts", import.meta.url).href };
}

function readInWorker(bytes: Uint8Array, deadlineMs: number): Promise<SheetReading> {
  const { url, entry } = workerModule();
  const copy = bytes.slice().buffer;
  const worker = new Worker(url, { workerData: { bytes: copy, entry }, transferList: [copy], resourceLimits: SHEET_WORKER_LIMITS });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (reading: SheetReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      resolve(reading);
    };
    const deadline = setTimeout(() => settle({ ok: false, refusal: "not-a-sheet" }), deadlineMs);
    worker.once("message", settle);
    // Out of memory, a stack too deep, or ended without an answer.
    worker.once("error", () => settle({ ok: false, refusal: "not-a-sheet" }));
    worker.once("exit", () => settle({ ok: false, refusal: "not-a-sheet" }));
  });
}

/** The file's sheet: read here when small, in a worker thread when large. */
export function readSheetOff(bytes: Uint8Array, { deadlineMs = SHEET_DEADLINE_MS, workerFrom = WORKER_FROM_BYTES } = {}): Promise<SheetReading> {
  return bytes.byteLength < workerFrom ? Promise.resolve(readSheet(bytes)) : readInWorker(bytes, deadlineMs);
}
