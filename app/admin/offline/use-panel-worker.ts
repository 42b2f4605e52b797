import { useEffect } from "react";

/** The panel's service worker: its file, and the part of the site it controls (never the public pages). */
export const PANEL_WORKER = { url: "/admin/sw.js", scope: "/admin/" } as const;

/**
 * Registers the panel's worker once a signed-in page is up (it stores the
 * panel's offline page, which needs the session); a browser without workers
 * keeps the panel as it was.
 */
export function usePanelWorker(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn || !("serviceWorker" in navigator)) return;
    // Registering a worker already registered only checks it for an update.
    navigator.serviceWorker.register(PANEL_WORKER.url, { scope: PANEL_WORKER.scope }).catch(() => {});
  }, [signedIn]);
}
