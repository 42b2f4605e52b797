import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { syncInWorker } from "~/private-calendar/index.server";
import type { SyncInput, SyncOutcome } from "~/private-calendar";
import { refreshPrivateCalendar, type RefreshOptions } from "~/private-calendar/index.server";
import type { Logger } from "./outbox-worker";

export type PrivateCalendarJob = { stop(): Promise<void> };

/**
 * Fetches the trainer's private calendar every `pollMs`, outside any
 * request, in a worker thread (decision 024). Every instance looks; the one
 * that claims the row fetches (a lease in the database), so several
 * instances fetch it once per period.
 * Its log lines name no address (a secret) and no event.
 */
export function startPrivateCalendarJob({
  db,
  pollMs,
  log = console,
  clock = () => new Date(),
  allowedHosts,
  fetchTimeoutMs,
  sync = (input, signal) => syncInWorker(input, { signal }),
}: {
  db: Kysely<Database>;
  pollMs: number;
  log?: Logger;
  clock?: () => Date;
  allowedHosts: RefreshOptions["allowedHosts"];
  fetchTimeoutMs?: RefreshOptions["fetchTimeoutMs"];
  /** The sync, stopped through `signal` when the job stops. */
  sync?: (input: SyncInput, signal: AbortSignal) => Promise<SyncOutcome>;
}): PrivateCalendarJob {
  // Stopping the server does not wait for a sync's 30 s deadline: its worker is stopped, nothing is written.
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function refresh() {
    const outcome = await refreshPrivateCalendar(db, clock(), {
      everyMs: pollMs,
      allowedHosts,
      fetchTimeoutMs,
      sync: (input) => sync(input, stopping.signal),
    });
    if (outcome.kind === "fetched") {
      const left = outcome.report.skipped.length + outcome.report.unnamed;
      log.info(`private calendar: fetched, ${outcome.busy} busy times${left > 0 ? `, ${left} events left out` : ""}`);
    }
    if (outcome.kind === "failed") log.info(`private calendar: failed: ${outcome.message}`);
  }

  const tick = () => {
    running = running
      .then(refresh)
      // The database is away: the next tick tries again.
      .catch((error: unknown) => {
        if (!stopping.signal.aborted) log.error(`private calendar: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        clearTimeout(timer);
        if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
