// The panel's service worker as the browser specs wait for it: registered by
// the panel's page, installed (it stores the offline page first) and in
// charge of the page. Awaited, not polled against a few seconds: beside
// other work (CI's audit) its install took longer.
import type { Page } from "@playwright/test";

/** Resolves with the worker's scope once it controls the page. */
export function panelWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    return registration.scope;
  });
}
