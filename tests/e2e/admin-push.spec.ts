// Push in the panel (issue 45): /admin/powiadomienia offers "Włącz", and the
// panel's worker shows a push message as a notification carrying the page a
// tap opens. Chromium delivers the message through the DevTools protocol,
// as a push service would, without the internet (the project runs Chromium only).
import { expect, test } from "@playwright/test";
import { signIn } from "./admin";
import { PUSH_PAGE } from "../../app/notifications/channels/push-page.messages";

test("the panel's worker shows a delivered push message as a notification with its page", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const one of updated) if (!one.isDeleted) registrations.set(one.scopeURL, one.registrationId);
  });
  await cdp.send("ServiceWorker.enable");

  await signIn(page);
  await page.goto("/admin/powiadomienia");
  await expect(page.getByRole("heading", { level: 1, name: PUSH_PAGE.title })).toBeVisible();
  await expect(page.getByRole("button", { name: PUSH_PAGE.enable })).toBeEnabled();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();

  const origin = new URL(scope).origin;
  const message = { title: "Nowa rezerwacja online", body: "Trening: wt., 2.03, 18:00", url: "/admin/kalendarz?od=2027-03-02" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registrations.get(scope)!, data: JSON.stringify(message) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((one) => ({ title: one.title, body: one.body, url: one.data.url })),
    );
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, url: `${origin}${message.url}` }]);
});
