/**
 * A fixed-window counter per key (the client address) kept in this process.
 * Good enough for one small server; behind several instances each keeps its
 * own count, so the effective limit is multiplied by their number.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Seconds until the key may try again, or 0 when it may go now (and is counted). */
    take(key: string, now: number = Date.now()): number {
      if (limit <= 0) return 0;
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (windows.size > 10_000) sweep(now);
        windows.set(key, { startedAt: now, count: 1 });
        return 0;
      }
      if (window.count >= limit) return Math.ceil((window.startedAt + windowMs - now) / 1000);
      window.count += 1;
      return 0;
    },
  };

  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  }
}
