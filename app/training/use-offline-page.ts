// Registers the client's offline worker (public/moje-treningi-sw.js) and asks
// it to keep this page, which loaded before the worker ran: from then on
// /moje-treningi opens on the phone without signal.
import { useEffect } from "react";

const WORKER = { url: "/moje-treningi-sw.js", scope: "/moje-treningi" } as const;

export function useOfflinePage(): void {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    void navigator.serviceWorker
      .register(WORKER.url, { scope: WORKER.scope })
      .then(async (registration) => {
        const worker = registration.active ?? registration.installing ?? registration.waiting;
        if (worker && worker.state !== "activated")
          await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve(null)));
        registration.active?.postMessage("store");
      })
      .catch(() => {
        // No worker (a private window, an old browser): the page works online as before.
      });
  }, []);
}
