import { useSyncExternalStore, type ComponentProps } from "react";
import { Link, PrefetchPageLinks, useHref } from "react-router";
import { browserAllowsPrefetch } from "~/lib/prefetch-policy";
import { watchRouteDiscovery } from "~/lib/discovered-routes";
import { whenIdle } from "~/lib/when-idle";
import { usePrefetchInTurn } from "./use-prefetch-in-turn";

type Connection = EventTarget & { effectiveType?: string; saveData?: boolean };

let prefetchAllowed = false;
let watching = false;
const listeners = new Set<() => void>();

function update() {
  const allowed = browserAllowsPrefetch();
  if (allowed === prefetchAllowed) return;
  prefetchAllowed = allowed;
  for (const listener of listeners) listener();
}

/** One watcher for every link: from the first idle moment, and again whenever the connection changes. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    whenIdle(() => {
      // Before the links may discover their routes: each link then waits for the answer that names its path.
      watchRouteDiscovery();
      update();
      window.addEventListener("online", update);
      window.addEventListener("offline", update);
      (navigator as Navigator & { connection?: Connection }).connection?.addEventListener("change", update);
      navigator.serviceWorker?.addEventListener("controllerchange", update);
    });
  }
  return () => listeners.delete(listener);
}

/** False on the server and while the page starts: the page's own work comes first. */
function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchAllowed,
    () => false,
  );
}

type PageLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "ref">;

/**
 * A link to another page of the site that prefetches the page's data and
 * code with React Router's own `<PrefetchPageLinks>` (what its
 * `prefetch="viewport"` renders) once the browser is idle, and only while
 * the network allows it (app/lib/prefetch-policy.ts: online, not 2g, no
 * data saver, no service worker in control), which React Router itself
 * never looks at. Its route is discovered (lazy route discovery's
 * `/__manifest` request) on the same terms, so that the request leaves the
 * page's start too; a link not discovered yet discovers its route when it
 * is followed. The links in view prefetch one after another
 * (./use-prefetch-in-turn.ts), each in a React commit of its own.
 */
export function PageLink(props: PageLinkProps) {
  const allowed = usePrefetchAllowed();
  const href = useHref(props.to, { relative: props.relative });
  const [anchorRef, prefetching] = usePrefetchInTurn(allowed, href);
  return (
    <>
      <Link ref={anchorRef} prefetch="none" discover={allowed ? "render" : "none"} {...props} />
      {prefetching && <PrefetchPageLinks page={href} />}
    </>
  );
}
