// The code of a route as React Router's manifest names it, for specs that
// watch what a navigation loads (lazy route discovery: a page knows only the
// routes it has discovered, react-router.config.ts).
import type { Page } from "@playwright/test";

/**
 * The module of the route `routeId` at `path`, as React Router's lazy route
 * discovery gets it (/__manifest), without waiting for the page's links to
 * discover it (which comes with their prefetch).
 */
export function routeModuleOf(page: Page, path: string, routeId: string): Promise<string> {
  return page.evaluate(
    async ({ path, routeId }) => {
      const { version } = (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest;
      const response = await fetch(`/__manifest?${new URLSearchParams({ paths: path, version }).toString()}`);
      const routes = (await response.json()) as Record<string, { module: string } | undefined>;
      const route = routes[routeId];
      if (!route) throw new Error(`/__manifest named no ${routeId} for ${path}`);
      return route.module;
    },
    { path, routeId },
  );
}

/** The code of the route now shown, as its manifest entry names it: the module and what it imports. */
export function shownRouteCode(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const global = window as unknown as {
      __reactRouterDataRouter: { state: { matches: { route: { id: string } }[] } };
      __reactRouterManifest: { routes: Record<string, { module: string; imports?: string[] } | undefined> };
    };
    const shown = global.__reactRouterManifest.routes[global.__reactRouterDataRouter.state.matches.at(-1)?.route.id ?? ""];
    return shown ? [shown.module, ...(shown.imports ?? [])] : [];
  });
}
