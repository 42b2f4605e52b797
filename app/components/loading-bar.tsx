import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { createLoadingBar, HIDDEN_LOADING_BAR } from "~/lib/loading-bar";

/** Fired by an error page, so the bar of the navigation that failed turns red. */
export const NAVIGATION_FAILED_EVENT = "site:navigation-failed";

/** True while a navigation, a form submission or a fetcher is under way. */
export function useIsLoading(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
}

/** The thin bar at the top during client navigations (never the first load). */
export function LoadingBar() {
  const loading = useIsLoading();
  const [state, setState] = useState(HIDDEN_LOADING_BAR);
  const bar = useRef<ReturnType<typeof createLoadingBar>>(null);
  const failed = useRef(false);

  useEffect(() => {
    bar.current = createLoadingBar(setState);
    const onFailure = () => (failed.current = true);
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFailure);
    return () => {
      bar.current?.dispose();
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFailure);
    };
  }, []);

  useEffect(() => {
    if (loading) {
      failed.current = false;
      bar.current?.start();
      return;
    }
    // Decide after every effect of this commit ran: an error page rendered by
    // the same navigation announces itself from its own effect.
    queueMicrotask(() => (failed.current ? bar.current?.fail() : bar.current?.finish()));
  }, [loading]);

  if (!state.visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-failed={state.failed || undefined}
      className={`fixed inset-x-0 top-0 z-[1000] h-[3px] origin-left transition-[width] duration-100 ease-linear ${
        state.failed ? "bg-danger" : "bg-accent"
      }`}
      style={{ width: `${state.percent}%` }}
    />
  );
}
