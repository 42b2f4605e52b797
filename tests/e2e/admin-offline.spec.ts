// The installable panel (issue 45): a service worker scoped to /admin/
// (its manifest: tests/requests/admin-offline.spec.ts), none on the public site; the agenda of a day opened before read
// again without signal, marked with the time it was saved; the panel's own
// offline page for a page never opened; nothing of the panel kept after signing
// out, after the session ends, or past 7 days; a device signed out from the
// list drops its stored agenda as soon as it has signal with the panel
// (issue 56). On a server of its own (it signs out).
import { expect, test, type Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { ownInboxServer, signIn } from "./admin";
import { panelWorkerReady, withoutSignal } from "./panel-worker";
import { DEVICES_LEAD } from "../../app/admin/devices.messages";
import { OFFLINE_PAGE, OFFLINE_SAVED_AT } from "../../app/admin/offline/offline.messages";
import { holidayOn } from "../../app/scheduling/polish-holidays";

test.describe.configure({ mode: "serial" });
// The service workers are what this spec tests (the config blocks them elsewhere).
test.use({ serviceWorkers: "allow" });

const server = ownInboxServer();

/** Every address the worker's caches hold. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname + new URL(request.url).search);
    return addresses;
  });
}

test("the public pages register no worker and keep their own manifest", async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await page.waitForLoadState("load");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test("the agenda of a day opened before is read again offline, with the time it was saved; a page never opened shows the panel's offline page", async ({
  page,
  context,
}) => {
  await signIn(page, server.url);
  expect(await panelWorkerReady(page)).toBe(`${server.url}/admin/`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.scope ?? null)).toBeNull();
  const day = `${server.url}/admin/kalendarz?od=2027-03-01`;
  await page.goto(day);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(page.locator("#zapisano")).toBeHidden();

  await withoutSignal(context);
  await page.goto(day);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_SAVED_AT })).toHaveText(new RegExp(`^${OFFLINE_SAVED_AT}\\s\\d\\d:\\d\\d$`));

  await page.goto(`${server.url}/admin/klienci`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_PAGE.title);
  // Nothing on it runs: hydrated at another page's address, the router replaced it with an error (CI saw it).
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await context.setOffline(false);
});

test("a page whose document loaded while the worker activated is taken in its charge too", async ({ page, context }) => {
  // The worker's install waits for its offline page, held here; the next page's document is held too.
  let releaseInstall!: () => void;
  const installHeld = new Promise<void>((resolve) => (releaseInstall = resolve));
  await context.route(`${server.url}/admin/offline`, async (route) => (await installHeld, route.continue()));
  await signIn(page, server.url);
  const worker = context.serviceWorkers().find((one) => one.url().endsWith("/admin/sw.js")) ?? (await context.waitForEvent("serviceworker"));
  let releasePage!: () => void;
  const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
  await page.route(`${server.url}/admin/kalendarz?od=2027-03-29`, async (route) => (await pageHeld, route.continue()));
  const loading = page.goto(`${server.url}/admin/kalendarz?od=2027-03-29`);

  // The worker activates and claims its pages while this one is still on its way (not yet one of them).
  releaseInstall();
  await expect.poll(() => worker.evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.active?.state)).toBe("activated");
  releasePage();
  await loading;
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);
});

test("a move within the panel without signal shows the stored agenda too, not an error", async ({ page, context }) => {
  await signIn(page, server.url);
  await panelWorkerReady(page);
  await page.goto(`${server.url}/admin/kalendarz`);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto(`${server.url}/admin/klienci`);
  await expect(page.getByRole("navigation", { name: "Panel" })).toBeVisible();

  await withoutSignal(context);
  // A tap in the menu: the panel's scripts fetch the agenda's data, which fails without signal.
  await page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Kalendarz" }).click();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_SAVED_AT })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);

  // A page never opened: the panel's offline page, as when it is opened whole.
  await page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Płatności" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_PAGE.title);
  await context.setOffline(false);
});

test("signing out leaves no panel page in the worker's caches", async ({ page }) => {
  await signIn(page, server.url);
  await panelWorkerReady(page);
  await page.goto(`${server.url}/admin/kalendarz?od=2027-03-08`);
  expect(await cachedAddresses(page)).toContain("/admin/kalendarz?od=2027-03-08");

  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL(/\/admin\/logowanie$/);
  expect((await cachedAddresses(page)).filter((address) => address.startsWith("/admin/kalendarz"))).toEqual([]);
});

test("a session that ended leaves no panel page in the worker's caches", async ({ page, context }) => {
  await signIn(page, server.url);
  await panelWorkerReady(page);
  await page.goto(`${server.url}/admin/kalendarz?od=2027-03-15`);
  expect(await cachedAddresses(page)).toContain("/admin/kalendarz?od=2027-03-15");

  // As when the session expires, or the device is signed out from another one.
  await context.clearCookies();
  await page.goto(`${server.url}/admin/kalendarz?od=2027-03-15`);
  await expect(page).toHaveURL(/\/admin\/logowanie$/);
  expect((await cachedAddresses(page)).filter((address) => address.startsWith("/admin/kalendarz"))).toEqual([]);
});

test("an agenda page stored over 7 days ago is never shown offline, and is deleted", async ({ page, context }) => {
  await signIn(page, server.url);
  await panelWorkerReady(page);
  const day = `${server.url}/admin/kalendarz?od=2027-03-22`;
  await page.goto(day);
  // The stored copy's time set 8 days back, as the worker reads it.
  await page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const stored = await cache.match(address);
      if (!stored) continue;
      const headers = new Headers(stored.headers);
      headers.set("X-Zapisano", String(Date.now() - 8 * 24 * 60 * 60 * 1000));
      await cache.put(address, new Response(await stored.blob(), { status: stored.status, headers }));
    }
  }, day);

  await withoutSignal(context);
  await page.goto(day);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_PAGE.title);
  await context.setOffline(false);
  expect(await cachedAddresses(page)).not.toContain("/admin/kalendarz?od=2027-03-22");
});

/** A weekday at least two days ahead, no holiday: its 10:00 is free. */
function sessionDay(): Temporal.PlainDate {
  for (let date = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 2 }); ; date = date.add({ days: 1 })) {
    if (date.dayOfWeek <= 5 && !holidayOn(date)) return date;
  }
}

/** A session booked by phone in the panel: its client's name is what a stored agenda would show. */
async function bookByPhone(page: Page, day: Temporal.PlainDate, hour: string, name: string) {
  await page.goto(`${server.url}/admin/kalendarz/nowa?dzien=${day}&usluga=trening-personalny`);
  await page.getByRole("radio", { name: hour }).check();
  await page.getByLabel("Imię i nazwisko").fill(name);
  await page.getByLabel("Telefon", { exact: true }).fill("600 100 299");
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Zarezerwowano/ })).toBeVisible({ timeout: 15_000 });
}

/** From another device's list: "Wyloguj" beside every device but this one (the phone among them). */
async function signOutOtherDevices(laptop: Page) {
  await laptop.goto(`${server.url}/admin/urzadzenia`);
  await expect(laptop.getByText(DEVICES_LEAD)).toBeVisible();
  const others = laptop.locator(".admin-devices > li").filter({ hasNot: laptop.getByText("to urządzenie", { exact: true }) });
  for (let left = await others.count(); left > 0; left--) {
    await others.first().getByRole("button").click();
    await expect(others).toHaveCount(left - 1);
  }
  await expect(laptop.getByRole("status").filter({ hasText: /^Wylogowano urządzenie/ })).toBeVisible();
}

test("a device signed out from the list keeps no stored agenda once it had signal", async ({ browser }) => {
  const day = sessionDay();
  const agendaDay = `${server.url}/admin/kalendarz?od=${day}`;
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signIn(phone, server.url);
  await panelWorkerReady(phone);
  await bookByPhone(phone, day, "10:00", "Ewa Zapisana");
  await phone.goto(agendaDay);
  await expect(phone.getByText("Ewa Zapisana").first()).toBeVisible();
  expect(await cachedAddresses(phone)).toContain(`/admin/kalendarz?od=${day}`);

  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await signIn(laptop, server.url);
  await signOutOtherDevices(laptop);

  // The phone has signal once: any page of the panel.
  await phone.goto(`${server.url}/admin/klienci`);
  await expect(phone).toHaveURL(/\/admin\/logowanie$/);
  await withoutSignal(phoneContext);
  await phone.goto(agendaDay);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_PAGE.title);
  await expect(phone.getByText("Ewa Zapisana")).toHaveCount(0);
  expect((await cachedAddresses(phone)).filter((address) => address.startsWith("/admin/kalendarz"))).toEqual([]);
  await phoneContext.close();
  await laptopContext.close();
});

test("a stored agenda open without signal is erased when signal returns to a device signed out meanwhile", async ({ browser }) => {
  const day = sessionDay();
  const agendaDay = `${server.url}/admin/kalendarz?od=${day}`;
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signIn(phone, server.url);
  await panelWorkerReady(phone);
  await phone.goto(agendaDay);
  await withoutSignal(phoneContext);
  await phone.goto(agendaDay);
  await expect(phone.getByRole("status").filter({ hasText: OFFLINE_SAVED_AT })).toBeVisible();

  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await signIn(laptop, server.url);
  await signOutOtherDevices(laptop);

  // Signal returns with the stored agenda on the screen: the page asks the worker, which finds the session ended.
  await phoneContext.setOffline(false);
  await expect(phone).toHaveURL(/\/admin\/logowanie$/);
  expect((await cachedAddresses(phone)).filter((address) => address.startsWith("/admin/kalendarz"))).toEqual([]);
  await withoutSignal(phoneContext);
  await phone.goto(agendaDay);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_PAGE.title);
  await phoneContext.close();
  await laptopContext.close();
});
