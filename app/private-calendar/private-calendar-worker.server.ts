// The private calendar's worker thread (decision 024): fetches the file,
// reads it and expands it over the window, and posts back only the busy
// times and what was left out. Started by private-calendar-sandbox.server.ts
// with memory limits and a deadline; the file never reaches the main thread.
import { parentPort, workerData } from "node:worker_threads";
import { busyTimesIn } from "~/private-calendar/private-calendar-events";
import { fetchCalendarFile } from "~/private-calendar/private-calendar-fetch.server";
import type { SyncInput, SyncOutcome } from "~/private-calendar/private-calendar-sync";

async function sync({ url, held, allowedHosts, from, to, fetchTimeoutMs }: SyncInput): Promise<SyncOutcome> {
  const fetched = await fetchCalendarFile(new URL(url), held, { allowedHosts, timeoutMs: fetchTimeoutMs });
  if (fetched.kind !== "fetched") return fetched;
  const reading = busyTimesIn(fetched.text, new Date(from), new Date(to));
  if (!reading.ok) return { kind: "failed", message: reading.message };
  return { kind: "fetched", busy: reading.busy, report: reading.report, etag: fetched.etag, lastModified: fetched.lastModified };
}

parentPort?.postMessage(await sync(workerData as SyncInput));
