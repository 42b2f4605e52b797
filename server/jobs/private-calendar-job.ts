import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { refreshPrivateCalendar, type RefreshOptions } from "~/bookings/private-calendar.server";
import type { Logger } from "./outbox-worker";

export type PrivateCalendarJob = { stop(): Promise<void> };

/**
 * Fetches the trainer's private calendar every `pollMs`, outside any
 * request. Every instance looks; the one that claims the row fetches (a
 * lease in the database), so several instances fetch it once per period.
 * Its log lines name no address (a secret) and no event.
 */
export function startPrivateCalendarJob({
  db,
  pollMs,
  log = console,
  clock = () => new Date(),
  fetchFile,
}: {
  db: Kysely<Database>;
  pollMs: number;
  log?: Logger;
  clock?: () => Date;
  fetchFile?: RefreshOptions["fetchFile"];
}): PrivateCalendarJob {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function refresh() {
    const outcome = await refreshPrivateCalendar(db, clock(), { everyMs: pollMs, fetchFile });
    if (outcome.kind === "fetched") log.info(`private calendar: fetched, ${outcome.busy} busy times`);
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
