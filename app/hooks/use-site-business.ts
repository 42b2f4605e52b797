import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The business details every page shows (footer, contact bar, error page), from the published content. */
export function useSiteBusiness() {
  return useRouteLoaderData<typeof rootLoader>("root")?.business;
}
