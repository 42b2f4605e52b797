import { useEffect, useRef, useState } from "react";
import { whenRouteDiscovered } from "~/lib/discovered-routes";
import { takePrefetchTurn } from "~/lib/prefetch-turns";

/** Half of a link in view, as React Router's `prefetch="viewport"` counts it. */
const IN_VIEW_RATIO = 0.5;

const inViewCallbacks = new Map<Element, () => void>();
let inViewObserver: IntersectionObserver | undefined;

/** Calls `then` once, when `element` first comes into view; the returned function stops watching. */
function whenInView(element: Element, then: () => void): () => void {
  inViewObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = inViewCallbacks.get(entry.target);
        inViewCallbacks.delete(entry.target);
        inViewObserver?.unobserve(entry.target);
        callback?.();
      }
    },
    { threshold: IN_VIEW_RATIO },
  );
  inViewCallbacks.set(element, then);
  inViewObserver.observe(element);
  return () => {
    inViewCallbacks.delete(element);
    inViewObserver?.unobserve(element);
  };
}

/** The pages a mounted link prefetches now: a second link to one of them adds nothing (its data would be asked for again). */
const pagesPrefetched = new Map<string, number>();

function claim(page: string) {
  pagesPrefetched.set(page, (pagesPrefetched.get(page) ?? 0) + 1);
}

function release(page: string) {
  const links = (pagesPrefetched.get(page) ?? 1) - 1;
  if (links > 0) pagesPrefetched.set(page, links);
  else pagesPrefetched.delete(page);
}

/**
 * Whether a link prefetches its page now: once `allowed`, it waits until it
 * is in view, its route has been discovered and the links before it have had
 * their turn, so that each link's prefetch is a React commit of its own,
 * and no other link prefetches `page` already.
 * Returns the ref for the link's `<a>` and the answer.
 */
export function usePrefetchInTurn(allowed: boolean, page: string) {
  // A ref, not state: a state setter as the ref would re-render every link once more as the page hydrates.
  const anchorRef = useRef<HTMLAnchorElement>(null);
  const [started, setStarted] = useState(false);
  const claimed = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (claimed.current !== null) release(claimed.current);
    },
    [],
  );

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!allowed || started || !anchor || anchor.origin !== window.location.origin) return;
    let stopWaiting = () => {};
    const stopWatching = whenInView(anchor, () => {
      stopWaiting = whenRouteDiscovered(anchor.pathname, () => {
        stopWaiting = takePrefetchTurn(() => {
          if (pagesPrefetched.has(page)) return;
          claimed.current = page;
          claim(page);
          setStarted(true);
        });
      });
    });
    return () => {
      stopWatching();
      stopWaiting();
    };
  }, [allowed, started, page]);

  return [anchorRef, allowed && started] as const;
}
