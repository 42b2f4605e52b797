import { useRouteLoaderData } from "react-router";
import type { SiteChrome } from "~/site-content/site-chrome";
import type { RootLoaderData } from "~/hooks/root-loader-data";

/**
 * The business details every page shows (footer, contact bar, error page),
 * from the root loader's data only, so that the server and the browser render
 * the same. Undefined for a page whose root loader did not run (a request
 * stopped before the loaders, such as the 404 of a switched-off /admin): it
 * then shows no footer, no contact bar and the generic error paragraph.
 */
export function useSiteBusiness(): SiteChrome["business"] | undefined {
  return useRouteLoaderData<RootLoaderData>("root")?.business;
}

/** The footer's contact details and social profiles, from the root loader's data; undefined as useSiteBusiness. */
export function useSiteFooter(): SiteChrome["footer"] | undefined {
  return useRouteLoaderData<RootLoaderData>("root")?.footer;
}
