/**
 * React Router's lazy route discovery asks `/__manifest?paths=…` (its default
 * address; react-router.config.ts names no other) for the routes of the links
 * on the page and patches them in, and tells no one when. A link's prefetch
 * renders nothing until its route is patched in, and then every link's
 * appears in one React commit: so a link waits for the answer that names its
 * path, read from the browser's resource timing of those requests.
 */
const MANIFEST_PATH = "/__manifest";

type Waiter = () => void;

/** The paths answered so far, and who waits for which: fed with the addresses of finished requests. */
export function createDiscoveredRoutes() {
  const answered = new Set<string>();
  const waiting = new Map<string, Set<Waiter>>();

  function recordFinished(addresses: string[]) {
    for (const address of addresses) {
      const url = new URL(address, "http://site.invalid");
      if (url.pathname !== MANIFEST_PATH) continue;
      for (const path of url.searchParams.get("paths")?.split(",") ?? []) {
        answered.add(path);
        const waiters = waiting.get(path);
        waiting.delete(path);
        for (const waiter of waiters ?? []) waiter();
      }
    }
  }

  /** Calls `then` once `path`'s route has been answered for; the returned function stops waiting. */
  function whenDiscovered(path: string, then: Waiter): () => void {
    if (answered.has(path)) {
      then();
      return () => {};
    }
    const waiters = waiting.get(path) ?? new Set<Waiter>();
    waiting.set(path, waiters.add(then));
    return () => waiters.delete(then);
  }

  return { recordFinished, whenDiscovered };
}

let routes: ReturnType<typeof createDiscoveredRoutes> | undefined;

const resourceTimingObservable = () => typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes?.includes("resource") ?? false);

/**
 * Starts the page's record, before the links ask for their routes: the
 * browser buffers only the first 250 requests' timings for an observer
 * started later (`buffered`), and a panel page of photos may have made more.
 */
export function watchRouteDiscovery() {
  if (routes || !resourceTimingObservable()) return;
  const created = createDiscoveredRoutes();
  new PerformanceObserver((list) => created.recordFinished(list.getEntries().map((entry) => entry.name))).observe({ type: "resource", buffered: true });
  routes = created;
}

/**
 * Calls `then` once `path`'s route has been answered for. Without resource
 * timing a link goes ahead at once: at worst its prefetch joins the others'
 * commit, as it did before.
 */
export function whenRouteDiscovered(path: string, then: Waiter): () => void {
  watchRouteDiscovery();
  if (!routes) {
    then();
    return () => {};
  }
  return routes.whenDiscovered(path, then);
}
