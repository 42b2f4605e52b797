import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteChrome } from "~/site-content/site-chrome";
import type { loader as rootLoader } from "~/root";

/**
 * Given by entry.server: the frame's content for the document being
 * rendered, also when no loader ran (a request stopped before them, such as
 * the 404 of a switched-off /admin). Undefined in the browser.
 */
export const SiteChromeContext = createContext<SiteChrome | undefined>(undefined);

/**
 * The business details every page shows (footer, contact bar, error page):
 * from the root loader's data, or from the server while it renders a page
 * whose loaders did not run. Undefined only in a browser taking over such a
 * page, which then keeps the server's HTML (see ServerSection).
 */
export function useSiteBusiness(): SiteChrome["business"] | undefined {
  const fromServer = useContext(SiteChromeContext);
  return useRouteLoaderData<typeof rootLoader>("root")?.business ?? fromServer?.business;
}
