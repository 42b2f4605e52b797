// Stopping when asked (SIGTERM from systemd, `docker stop`, a deploy; SIGINT
// from Ctrl+C): within SHUTDOWN.totalMs whatever hangs, each part's stop
// bounded and whatever was cut short logged by name; a second signal ends the
// process at once (issue 77: a server once stayed 30 minutes after SIGTERM,
// waiting on a stop without a deadline), unless it is a copy of the first.

export type ShutdownLogger = { info(message: string): void; error(message: string): void };

export const SHUTDOWN = {
  /** Requests in flight may finish within this; their connections are then cut. */
  requestsMs: 3_000,
  /** The background services stop by this long after the signal (the outbox puts back what it was sending)… */
  servicesMs: 8_000,
  /** …and the process exits by this long after it, whatever is still running. */
  totalMs: 9_500,
  /**
   * A signal this soon after the first is the same request: `npm start` forwards the SIGTERM systemd also sends
   * to every process of the service, and Ctrl+C's SIGINT reaches npm and the server both.
   */
  sameRequestMs: 500,
};

/**
 * Waits for `work` at most `ms`: true when it finished, false when it failed
 * or was cut short (logged by name), or cut its own work short (it resolves
 * false, having logged what).
 */
export async function stopWithin(name: string, work: Promise<unknown>, ms: number, log: ShutdownLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, ms))));
  const done = work.then(
    (outcome) => outcome !== false,
    (error: unknown) => {
      log.error(`shutdown: ${name} failed to stop: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    },
  );
  const finished = await Promise.race([done.then((outcome) => ({ outcome })), cut]);
  clearTimeout(timer);
  if (finished) return finished.outcome;
  log.error(`shutdown: ${name} cut short after ${Math.max(0, Math.round(ms))} ms`);
  return false;
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT and exits with its answer
 * (0 when everything stopped, 1 when something was cut short or failed), by
 * SHUTDOWN.totalMs at the latest; a second signal exits at once.
 */
export function exitOnSignals(
  shutdown: () => Promise<boolean>,
  log: ShutdownLogger,
  exit: (code: number) => void = process.exit,
  now: () => number = Date.now,
): void {
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== null) {
      if (now() - firstAt < SHUTDOWN.sameRequestMs) return;
      log.error(`shutdown: ${signal} again, exiting at once`);
      return exit(1);
    }
    firstAt = now();
    log.info(`shutdown: ${signal}, stopping within ${SHUTDOWN.totalMs} ms`);
    setTimeout(() => {
      log.error(`shutdown: not finished after ${SHUTDOWN.totalMs} ms, exiting`);
      exit(1);
    }, SHUTDOWN.totalMs).unref();
    shutdown().then(
      (clean) => exit(clean ? 0 : 1),
      (error: unknown) => {
        log.error(`shutdown: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
