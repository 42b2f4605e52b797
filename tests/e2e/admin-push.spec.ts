// Push in the panel (issue 45): /admin/powiadomienia offers "Włącz", and the
// panel's worker shows a push message as a notification carrying the page a
// tap opens. Chromium delivers the message through the DevTools protocol,
// as a push service would, without the internet (the project runs Chromium only).
import { expect, test } from "@playwright/test";
import { signIn } from "./admin";
import { panelWorkerReady } from "./panel-worker";
import { PUSH_PAGE } from "../../app/notifications/channels/push-page.messages";

// The panel's service worker is what this spec tests (the config blocks workers elsewhere).
test.use({ serviceWorkers: "allow" });

test("the panel's worker shows a delivered push message as a notification with its page", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const one of updated) if (!one.isDeleted) registrations.set(one.scopeURL, one.registrationId);
  });
  await cdp.send("ServiceWorker.enable");

  await signIn(page, "", "/admin/powiadomienia");
  await expect(page.getByRole("heading", { level: 1, name: PUSH_PAGE.title })).toBeVisible();
  await expect(page.getByRole("button", { name: PUSH_PAGE.enable })).toBeEnabled();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  // Activated and in charge of the page: a message delivered while the worker still installs is not shown.
  await panelWorkerReady(page);

  const origin = new URL(scope).origin;
  const message = { title: "Nowa rezerwacja online", body: "Trening: wt., 2.03, 18:00", url: "/admin/kalendarz?od=2027-03-02" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registrations.get(scope)!, data: JSON.stringify(message) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((one) => ({ title: one.title, body: one.body, url: one.data.url })),
    );
  // Shown by the worker's own thread, which beside other tests' browsers took over 5 s once.
  await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: message.title, body: message.body, url: `${origin}${message.url}` }]);
});

test("a tap on a notification opens the page it names in the panel's window, and only a panel page", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await signIn(page, "", "/admin/powiadomienia");
  // The page is controlled once the worker has claimed it (activate).
  await panelWorkerReady(page);
  const worker = context.serviceWorkers().find((one) => one.url().endsWith("/admin/sw.js"));
  expect(worker).toBeTruthy();

  // A tap as the browser reports it: the notification the push handler showed, in a notificationclick event.
  const tap = (url: string) =>
    worker!.evaluate(async (url) => {
      type WorkerScope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      type NotificationEventClass = new (type: string, init: { notification: Notification }) => Event;
      const scope = self as unknown as WorkerScope;
      const NotificationEvent = (self as unknown as { NotificationEvent: NotificationEventClass }).NotificationEvent;
      await scope.registration.showNotification("Nowa rezerwacja online", { data: { url }, tag: url });
      const [notification] = await scope.registration.getNotifications({ tag: url });
      const event = new NotificationEvent("notificationclick", { notification: notification! });
      // A script's event may not extend its own life: the handler's promise is awaited here instead.
      const extended: Promise<unknown>[] = [];
      Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => extended.push(promise) });
      scope.dispatchEvent(event);
      // focus() needs the person's gesture, which a test has not: the navigation is what is checked.
      await Promise.allSettled(extended);
      return (await scope.registration.getNotifications({ tag: url })).length;
    }, url);

  expect(await tap("/admin/kalendarz?od=2027-03-02")).toBe(0);
  await expect(page).toHaveURL(/\/admin\/kalendarz\?od=2027-03-02$/);
  await expect(page.getByRole("navigation", { name: "Panel" })).toBeVisible();

  // A message naming another site still opens the panel, never elsewhere.
  await tap("https://example.com/phish");
  await expect(page).toHaveURL(/\/admin$|\/admin\/kalendarz$/);
});
