/** The parts of the Network Information API that the policy reads. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

export type PrefetchFacts = {
  online: boolean;
  connection: ConnectionInfo | undefined;
  /** A service worker controls the page (the client's page, kept for the gym): it may have been served without signal. */
  servedByWorker: boolean;
};

/**
 * Prefetch only when it costs the visitor nothing they would mind: online,
 * not on a 2g connection, not in data-saver mode, and not in a page a
 * service worker controls. Such a page may have opened without signal while
 * the browser still says it is online (a gym's basement, or Chromium
 * emulating offline), and React Router reloads the page when a prefetched
 * page's code cannot be loaded, which would drop what the client is doing.
 */
export function shouldPrefetch({ online, connection, servedByWorker }: PrefetchFacts): boolean {
  if (!online || servedByWorker) return false;
  if (connection?.saveData === true) return false;
  return !(connection?.effectiveType ?? "").endsWith("2g");
}

/** The browser's current answer, for code running in the page. */
export function browserAllowsPrefetch(): boolean {
  return shouldPrefetch({
    online: navigator.onLine,
    connection: (navigator as Navigator & { connection?: ConnectionInfo }).connection,
    servedByWorker: navigator.serviceWorker?.controller != null,
  });
}
