import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Link, PrefetchPageLinks } from "react-router";
import { browserAllowsPrefetch } from "~/lib/prefetch-policy";

const IDLE_TIMEOUT_MS = 2000;

/** Pages already prefetched by some link: several links to one page fetch it once. */
const prefetchedPages = new Set<string>();

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

type PageLinkProps = Omit<ComponentProps<typeof Link>, "to" | "prefetch"> & { to: string };

/**
 * A link to another page of the site that prefetches the page's code and
 * data once it is visible, but only when the network allows it (React
 * Router's own prefetch never looks at the connection). A link skipped for
 * the network keeps watching and tries again on its next appearance.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);

  const path = to.split(/[?#]/)[0] || "/";

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    let observer: IntersectionObserver | undefined;
    const cancelIdle = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (!browserAllowsPrefetch()) return;
        observer?.disconnect();
        if (prefetchedPages.has(path)) return;
        prefetchedPages.add(path);
        setPrefetch(true);
      });
      observer.observe(element);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [path]);

  return (
    <>
      <Link ref={ref} to={to} prefetch="none" {...props} />
      {prefetch && <PrefetchPageLinks page={path} />}
    </>
  );
}
