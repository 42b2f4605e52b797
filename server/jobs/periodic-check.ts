import type { Logger } from "./outbox-worker";

export type PeriodicCheck = {
  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void>;
};

/**
 * Runs `check` at start and every `intervalMs`, one run at a time; what it
 * did is logged when it did something, a failure (the database away) is
 * logged and the next run catches up. Safe on several instances when the
 * check claims its rows in their transactions.
 */
export function startPeriodicCheck({
  name,
  check,
  done,
  intervalMs,
  log = console,
  clock = () => new Date(),
}: {
  name: string;
  check: (now: Date) => Promise<number>;
  /** The log line for `count` things done (never called for 0). */
  done: (count: number) => string;
  intervalMs: number;
  log?: Logger;
  clock?: () => Date;
}): PeriodicCheck {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const count = await check(clock());
        if (count > 0) log.info(`${name}: ${done(count)}`);
      } catch (error) {
        log.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
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
