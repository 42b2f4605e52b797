import { useEffect } from "react";

/** The panel's service worker: its file, and the part of the site it controls (never the public pages). */
export const PANEL_WORKER = { url: "/admin/sw.js", scope: "/admin/" } as const;

/** What a page sends the worker to be taken in charge (public/admin/sw.js). */
const CLAIM = "claim";

/**
 * Registers the panel's worker once a signed-in page is up (it stores the
 * panel's offline page, which needs the session); a browser without workers
 * keeps the panel as it was. A page loaded while the worker installed is not
 * in its charge (its later moves are not stored, and offline it is not
 * reloaded into the offline page) until it asks the active worker.
 */
export function usePanelWorker(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn || !("serviceWorker" in navigator)) return;
    const workers = navigator.serviceWorker;
    // Registering a worker already registered only checks it for an update.
    workers
      .register(PANEL_WORKER.url, { scope: PANEL_WORKER.scope })
      .then(() => workers.ready)
      .then((registration) => {
        if (!workers.controller) registration.active?.postMessage(CLAIM);
      })
      .catch(() => {});
  }, [signedIn]);
}
