/**
 * A fixed-window counter per key (the client's network) kept in this process.
 * Good enough for one small server; behind several instances each keeps its
 * own count, so the effective limit is multiplied by their number.
 *
 * Memory and time are bounded whatever arrives: windows are kept in the order
 * they started, so the ended ones are dropped from the front in constant time
 * per call, and past `maxKeys` live windows the oldest is dropped (that key
 * starts afresh: the cost of a bound under a flood of addresses).
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 100_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function dropEnded(now: number) {
    for (const [key, window] of windows) {
      if (now - window.startedAt < windowMs) return;
      windows.delete(key);
    }
  }

  return {
    /** Seconds until the key may try again, or 0 when it may go now (and is counted). */
    take(key: string, now: number = Date.now()): number {
      if (limit <= 0) return 0;
      dropEnded(now);
      const window = windows.get(key);
      if (window && now - window.startedAt < windowMs) {
        if (window.count >= limit) return Math.ceil((window.startedAt + windowMs - now) / 1000);
        window.count += 1;
        return 0;
      }
      // Deleted first, so that the new window goes to the end of the order.
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      windows.set(key, { startedAt: now, count: 1 });
      return 0;
    },
    /** How many windows are kept: for tests. */
    get size() {
      return windows.size;
    },
  };
}
