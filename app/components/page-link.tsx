import { useContext, useEffect, useRef, type ComponentProps } from "react";
import { Link, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";
import { pagePrefetch, type ManifestRoute, type PrefetchTarget } from "~/lib/page-prefetch";
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

/** Each address once per page view, however many links lead to it. */
function addLinks({ data, modules, styles }: PrefetchTarget) {
  const present = new Set([...document.querySelectorAll("link[href]")].map((link) => link.getAttribute("href")));
  const wanted: { rel: string; as?: string; href: string }[] = [
    ...data.map((href) => ({ rel: "prefetch", as: "fetch", href })),
    ...modules.map((href) => ({ rel: "modulepreload", href })),
    ...styles.map((href) => ({ rel: "prefetch", as: "style", href })),
  ];
  for (const { rel, as, href } of wanted) {
    if (present.has(href)) continue;
    const link = document.createElement("link");
    link.rel = rel;
    if (as) link.as = as;
    link.href = href;
    document.head.appendChild(link);
  }
}

type PageLinkProps = Omit<ComponentProps<typeof Link>, "to" | "prefetch"> & { to: string };

/**
 * A link to another page of the site that, once it is visible and the
 * network allows it (React Router's own prefetch never looks at the
 * connection), fetches the page's data and code without running any of it
 * (app/lib/page-prefetch.ts). A link skipped for the network keeps watching
 * and tries again on its next appearance.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  const path = to.split(/[?#]/)[0] || "/";

  useEffect(() => {
    const element = ref.current;
    if (!element || !framework || !dataRouter || !("IntersectionObserver" in window)) return;
    let observer: IntersectionObserver | undefined;
    const cancelIdle = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (!browserAllowsPrefetch()) return;
        observer?.disconnect();
        if (prefetchedPages.has(path)) return;
        prefetchedPages.add(path);
        const { router, basename } = dataRouter;
        const manifest = framework.manifest as { routes: Record<string, ManifestRoute | undefined> };
        addLinks(
          pagePrefetch(path, { ...router.state, routes: router.routes, basename }, manifest, framework.routeModules, {
            origin: window.location.origin,
            trailingSlashAware: framework.future.v8_trailingSlashAwareDataRequests,
          }),
        );
      });
      observer.observe(element);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [path, framework, dataRouter]);

  return <Link ref={ref} to={to} prefetch="none" {...props} />;
}
