// The panel's service worker as the browser specs wait for it: registered by
// the panel's page, installed (it stores the offline page first) and in
// charge of the page. Awaited, not polled against a few seconds: beside
// other work (CI's audit) its install took longer.
import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Resolves with the worker's scope once it controls the page and has
 * finished activating. It takes the page over during its activate event
 * (clients.claim), before it is "activated", and Chromium hands a push
 * message delivered then to no one: admin-push.spec.ts:13 once waited 15 s
 * for a notification that never came, its message sent right after the
 * worker claimed the page (ci17, 27 November).
 */
export function panelWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    const worker = registration.active!;
    if (worker.state !== "activated")
      await new Promise<void>((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
    return registration.scope;
  });
}

/**
 * Takes the browser offline, and resolves once the panel's worker has no
 * signal either. The worker is a target of its own: its requests went online
 * once, after setOffline (a stored page then came fresh from the server, one
 * run in about thirty under load), so it is asked until its fetch fails.
 */
export async function withoutSignal(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  const worker = context.serviceWorkers().find((one) => new URL(one.url()).pathname === "/admin/sw.js");
  if (!worker) return;
  await expect
    .poll(
      () =>
        worker.evaluate(() =>
          fetch("/healthz", { cache: "no-store" }).then(
            () => "online",
            () => "offline",
          ),
        ),
      { message: "the panel's worker without signal" },
    )
    .toBe("offline");
}
