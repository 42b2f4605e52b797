import { useEffect } from "react";

// A move within the panel fetches the next page's data, which the panel's
// worker does not keep (it keeps whole pages). Without signal that fetch
// fails: on a page a worker controls, the page is then loaded whole instead,
// and the worker answers with its stored copy ("Bez połączenia: stan z …")
// or the panel's offline page, not an error. The public pages have no worker.

/** The browsers' words for a fetch that never reached the server (Chrome, Safari, Firefox). */
const NO_CONNECTION = /Failed to fetch|Load failed|NetworkError/;

export const isConnectionFailure = (error: unknown): boolean => error instanceof TypeError && NO_CONNECTION.test(error.message);

const TRIED = "panel-offline-reload";

export function useReloadWhenOffline(error: unknown) {
  useEffect(() => {
    if (!isConnectionFailure(error) || !navigator.serviceWorker?.controller) return;
    // Once per address: a page that fails again when loaded whole shows the error, never a loop.
    const address = location.pathname + location.search;
    if (sessionStorage.getItem(TRIED) === address) return;
    sessionStorage.setItem(TRIED, address);
    location.reload();
  }, [error]);
}
