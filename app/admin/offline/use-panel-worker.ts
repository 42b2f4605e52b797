import { useEffect } from "react";
import { SAVED_BANNER_ID } from "./saved-banner";

/** The panel's service worker: its file, and the part of the site it controls (never the public pages). */
export const PANEL_WORKER = { url: "/admin/sw.js", scope: "/admin/" } as const;

/** What a page sends the worker to be taken in charge, and to check its session (public/admin/sw.js). */
const CLAIM = "claim";
const CHECK = "check";
/** What the worker answers when the session ended: the stored pages are gone. */
const SIGNED_OUT = "signed-out";
const SIGN_IN = "/admin/logowanie";

/** Whether this page is a copy the worker served from the device (its banner carries the time it was saved). */
const servedFromDevice = () => Boolean(document.getElementById(SAVED_BANNER_ID)?.dataset.savedAt);

/**
 * Registers the panel's worker once a signed-in page is up (it stores the
 * panel's offline page, which needs the session); a browser without workers
 * keeps the panel as it was. A page loaded while the worker installed is not
 * in its charge (its later moves are not stored, and offline it is not
 * reloaded into the offline page) until it asks the active worker.
 *
 * When signal returns (or a stored copy opens with signal), the page asks
 * the worker to check the session: a device signed out meanwhile loses its
 * stored pages and goes to the sign-in page.
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
    const check = () => workers.controller?.postMessage(CHECK);
    const answered = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) window.location.assign(SIGN_IN);
    };
    workers.addEventListener("message", answered);
    window.addEventListener("online", check);
    if (navigator.onLine && servedFromDevice()) check();
    return () => {
      workers.removeEventListener("message", answered);
      window.removeEventListener("online", check);
    };
  }, [signedIn]);
}
