import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { refreshPrivateCalendar, type RefreshOptions } from "~/bookings/private-calendar.server";
import type { Logger } from "./outbox-worker";

export type PrivateCalendarJob = { stop(): Promise<void> };

/**
 * Fetches the trainer's private calendar every `pollMs`, outside any
 * request, in a worker thread (decision 024). Every instance looks; the one that claims the row fetches (a
 * lease in the database), so several instances fetch it once per period.
 * Its log lines name no address (a secret) and no event.
 */
export function startPrivateCalendarJob({
  db,
  pollMs,
  log = console,
  clock = () => new Date(),
  allowedHosts,
  sync,
}: {
  db: Kysely<Database>;
  pollMs: number;
  log?: Logger;
  clock?: () => Date;
  allowedHosts: RefreshOptions["allowedHosts"];
  sync?: RefreshOptions["sync"];
}): PrivateCalendarJob {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function refresh() {
    const outcome = await refreshPrivateCalendar(db, clock(), { everyMs: pollMs, allowedHosts, sync });
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
      .catch((error: unknown) => log.error(`private calendar: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
