import { useEffect, useSyncExternalStore } from "react";
import { useFetchers, useNavigation } from "react-router";
import { createLoadingBar, HIDDEN_LOADING_BAR, type LoadingBarState } from "~/lib/loading-bar";

// One bar for the whole page, kept outside React: the layout may remount when
// a navigation ends on an error page, and the bar must survive that.
let current: LoadingBarState = HIDDEN_LOADING_BAR;
let navigationFailed = false;
const listeners = new Set<() => void>();
let bar: ReturnType<typeof createLoadingBar> | undefined;

function theBar() {
  bar ??= createLoadingBar((state) => {
    current = state;
    for (const listener of listeners) listener();
  });
  return bar;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by an error page, so the bar of the navigation that led there turns red. */
export function markNavigationFailed() {
  navigationFailed = true;
}

/** True while a navigation, a form submission or a fetcher is under way. */
export function useIsLoading(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
}

/** The thin bar at the top during client navigations (never the first load). */
export function LoadingBar() {
  const loading = useIsLoading();
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => HIDDEN_LOADING_BAR,
  );

  useEffect(() => {
    if (loading) {
      navigationFailed = false;
      theBar().start();
      return;
    }
    // Decide after every effect of this commit ran: an error page rendered by
    // the same navigation reports itself from its own effect.
    queueMicrotask(() => (navigationFailed ? theBar().fail() : theBar().finish()));
  }, [loading]);

  if (!state.visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-failed={state.failed || undefined}
      className={`fixed inset-x-0 top-0 z-[1000] h-[3px] transition-[width] duration-100 ease-linear ${state.failed ? "bg-danger" : "bg-accent"}`}
      style={{ width: `${state.percent}%` }}
    />
  );
}
