import type { Kysely } from "kysely";
import { tellRunningOut } from "~/packages/index.server";
import type { Database } from "~/db/database.server";
import type { Logger } from "./outbox-worker";

/** A package's last day comes without a session marked: looked for at start and every few hours. */
export const PACKAGE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export type PackageCheck = {
  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void>;
};

/** Tells the trainer (once, on any instance) of packages whose last valid day is within 7 days. */
export function startPackageCheck({
  db,
  log = console,
  intervalMs = PACKAGE_CHECK_INTERVAL_MS,
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  log?: Logger;
  intervalMs?: number;
  clock?: () => Date;
}): PackageCheck {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const told = await tellRunningOut(db, clock());
        if (told > 0) log.info(`packages: ${told} running out, the trainer is told`);
      } catch (error) {
        // The database is away: the next run catches up.
        log.error(`packages: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
