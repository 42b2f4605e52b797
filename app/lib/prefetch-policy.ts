/** The parts of the Network Information API that the policy reads. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/**
 * Prefetch only when it costs the visitor nothing they would mind: online,
 * not on a 2g connection and not in data-saver mode.
 */
export function shouldPrefetch(online: boolean, connection: ConnectionInfo | undefined): boolean {
  if (!online) return false;
  if (connection?.saveData === true) return false;
  return !(connection?.effectiveType ?? "").endsWith("2g");
}

/** The browser's current answer, for code running in the page. */
export function browserAllowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return shouldPrefetch(navigator.onLine, connection);
}
