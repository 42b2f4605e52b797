import { matchRoutes, type DataRouteMatch, type DataRouteObject, type Location } from "react-router";

/** The parts of React Router's route manifest (window.__reactRouterManifest) a prefetch reads. */
export type ManifestRoute = {
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  hasLoader: boolean;
  hasClientLoader: boolean;
};

/** The router of the moment: its routes, and where the visitor is now. */
export type RouterSnapshot = {
  routes: DataRouteObject[];
  basename: string;
  location: Pick<Location, "pathname" | "search" | "hash">;
  matches: DataRouteMatch[];
  loaderData: Record<string, unknown>;
};

export type PrefetchTarget = {
  /** The page's data payload, as React Router's client would request it (at most one). */
  data: string[];
  /** The page's route chunks and everything they import. */
  modules: string[];
  /** The new routes' own stylesheets. */
  styles: string[];
};

const NOTHING: PrefetchTarget = { data: [], modules: [], styles: [] };

/**
 * What to fetch ahead of a visit to `page`: React Router's `<PrefetchPageLinks>`
 * decision (react-router 7.18, PrefetchPageLinksImpl), taken from the route
 * manifest alone. React Router also imports every new route's module to read
 * its `links` export, which evaluates the page's code in the background; our
 * routes keep their stylesheets in the manifest instead (see
 * docs/decisions/010-prefetch-without-evaluating.md).
 */
export function pagePrefetch(
  page: string,
  router: RouterSnapshot,
  manifest: { routes: Record<string, ManifestRoute | undefined> },
  routeModules: Record<string, { shouldRevalidate?: unknown } | undefined>,
  { origin, trailingSlashAware }: { origin: string; trailingSlashAware: boolean },
): PrefetchTarget {
  const nextMatches = matchRoutes(routesThatCanMatch(router.routes, page), page, router.basename) as DataRouteMatch[] | null;
  if (!nextMatches) return NOTHING;
  const current = router.matches;
  const isNew = (match: DataRouteMatch, index: number) => current[index]?.route.id !== match.route.id;
  const pathChanged = (match: DataRouteMatch, index: number) =>
    current[index]!.pathname !== match.pathname ||
    (current[index]!.route.path?.endsWith("*") === true && current[index]!.params["*"] !== match.params["*"]);
  const changed = (match: DataRouteMatch, index: number) => isNew(match, index) || pathChanged(match, index);
  const here = router.location.pathname + router.location.search + router.location.hash;

  const assetMatches = nextMatches.filter(changed);
  const dataMatches = nextMatches.filter((match, index) => {
    if (!manifest.routes[match.route.id]?.hasLoader) return false;
    if (changed(match, index)) return true;
    const choice = match.route.shouldRevalidate?.({
      currentUrl: new URL(here, origin),
      currentParams: current[0]?.params ?? {},
      nextUrl: new URL(page, origin),
      nextParams: match.params,
      defaultShouldRevalidate: true,
    });
    return typeof choice === "boolean" ? choice : true;
  });

  return {
    data: page === here ? [] : dataAddresses(page, nextMatches, dataMatches, router, manifest, routeModules, { origin, trailingSlashAware }),
    modules: unique(
      assetMatches.flatMap((match) => {
        const route = manifest.routes[match.route.id];
        if (!route) return [];
        return [route.module, route.clientActionModule, route.clientLoaderModule, ...(route.imports ?? [])].filter((href) => href !== undefined);
      }),
    ),
    styles: unique(assetMatches.flatMap((match) => manifest.routes[match.route.id]?.css ?? [])),
  };
}

/**
 * React Router's matchRoutes flattens, ranks and compiles every route on each
 * call (0.56 ms per call in Node here, four times that on a slow phone): it is
 * given only the root's children that can match the address's first segment.
 * A route left out could not have matched, so the outcome is the same.
 */
function routesThatCanMatch(routes: DataRouteObject[], page: string): DataRouteObject[] {
  const first = new URL(page, "http://x").pathname.split("/").find(Boolean)?.toLowerCase() ?? "";
  const canMatch = (route: DataRouteObject) => {
    const segment = route.path?.split("/").find(Boolean);
    return segment === undefined || segment.startsWith(":") || segment.startsWith("*") || segment.toLowerCase() === first;
  };
  return routes.map((root) => (root.children ? ({ ...root, children: root.children.filter(canMatch) } as DataRouteObject) : root));
}

/** The single-fetch address, narrowed with `_routes` when a route already shown keeps its data. */
function dataAddresses(
  page: string,
  nextMatches: DataRouteMatch[],
  dataMatches: DataRouteMatch[],
  router: RouterSnapshot,
  manifest: { routes: Record<string, ManifestRoute | undefined> },
  routeModules: Record<string, { shouldRevalidate?: unknown } | undefined>,
  { origin, trailingSlashAware }: { origin: string; trailingSlashAware: boolean },
): string[] {
  const wanted = new Set<string>();
  let optedOut = false;
  for (const match of nextMatches) {
    const route = manifest.routes[match.route.id];
    if (!route?.hasLoader) continue;
    const keepsItsData =
      !dataMatches.some((other) => other.route.id === match.route.id) && match.route.id in router.loaderData && routeModules[match.route.id]?.shouldRevalidate;
    if (keepsItsData || route.hasClientLoader) optedOut = true;
    else wanted.add(match.route.id);
  }
  if (wanted.size === 0) return [];
  const url = new URL(page, origin);
  url.pathname = dataPath(url.pathname, router.basename, trailingSlashAware);
  if (optedOut) {
    url.searchParams.set(
      "_routes",
      nextMatches
        .filter((match) => wanted.has(match.route.id))
        .map((match) => match.route.id)
        .join(","),
    );
  }
  return [url.pathname + url.search];
}

/** React Router's singleFetchUrl: where a page's `.data` lives. */
function dataPath(pathname: string, basename: string, trailingSlashAware: boolean): string {
  if (trailingSlashAware) return pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
  const base = basename.replace(/\/+$/, "");
  if (pathname === "/" || (base && pathname.replace(/\/+$/, "") === base)) return `${base}/_root.data`;
  return `${pathname.replace(/\/+$/, "")}.data`;
}

const unique = (hrefs: string[]) => [...new Set(hrefs)];
