import pLimit from "p-limit";

/**
 * Password checks (scrypt: 32 MiB and ~0.3 s each) run in Node's small
 * thread pool, which static files and compression share. A burst of sign-ins
 * must neither fill it nor the memory: two run at a time, a few wait, and the
 * rest are answered "busy" at once.
 */
export const PASSWORD_CHECK_LIMITS = { concurrency: 2, maxWaiting: 8 } as const;

export function createPasswordCheckQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number } = PASSWORD_CHECK_LIMITS) {
  const limit = pLimit(concurrency);
  return {
    /** Runs `check` when a place is free; null at once when too many are already waiting. */
    run<T>(check: () => Promise<T>): Promise<T> | null {
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) return null;
      return limit(check);
    },
  };
}
