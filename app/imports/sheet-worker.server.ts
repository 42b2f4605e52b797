// The import's worker thread: reads a large file into a sheet off the
// request's thread, under memory limits and a deadline
// (sheet-in-worker.server.ts), so that the site keeps answering meanwhile.
import { parentPort, workerData } from "node:worker_threads";
import { readSheet } from "~/imports/read-sheet";

parentPort?.postMessage(readSheet(new Uint8Array((workerData as { bytes: ArrayBuffer }).bytes)));
