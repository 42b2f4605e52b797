import { lazy } from "react";
import { PageNotLoaded } from "./navigation-timeout";

/**
 * The error page in the browser: its code loads with the first error a
 * visitor meets, not with every page (the server renders it directly). If
 * the network cannot deliver it, the page says so and offers to try again.
 */
export const LazyErrorPage = lazy(() =>
  import("./error-page").then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: () => <PageNotLoaded target={window.location.href} reason="Nie udało się pobrać strony." /> }),
  ),
);
