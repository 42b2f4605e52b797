import { expect, test, type Page } from "@playwright/test";
import { emulateConnection, waitForHydration } from "./site";

/** The route modules the page has evaluated so far, as React Router records them. */
function evaluatedRoutes(page: Page) {
  return page.evaluate(() => Object.keys((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules));
}

function linked(page: Page, selector: string) {
  return page.$$eval(selector, (links) => links.map((link) => link.getAttribute("href")));
}

test("a prefetched page's code is fetched but not run until the visitor goes there", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => linked(page, 'link[rel="prefetch"][as="fetch"]'), { timeout: 5000 }).toContain("/oferta.data");
  const offerChunks = (await linked(page, 'link[rel="modulepreload"]')).filter((href) => href?.includes("/offer-"));
  expect(offerChunks).toHaveLength(1);
  await expect.poll(() => requested, { timeout: 5000 }).toContain(offerChunks[0]);
  expect(await evaluatedRoutes(page)).not.toContain("routes/offer");

  await page.getByRole("banner").getByRole("link", { name: "Oferta", exact: true }).click();
  await expect(page).toHaveURL(/\/oferta$/);
  expect(await evaluatedRoutes(page)).toContain("routes/offer");
});

test("the booking page's stylesheet is prefetched with its code, so it opens styled", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => linked(page, 'link[rel="prefetch"][as="style"]'), { timeout: 5000 }).toContainEqual(expect.stringMatching(/\/assets\/booking-[\w-]+\.css$/));
  expect(await evaluatedRoutes(page)).not.toContain("routes/booking");
  await page.getByRole("banner").getByRole("link", { name: "Rezerwacja", exact: true }).click();
  await expect(page).toHaveURL(/\/rezerwacja$/);
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/booking-"]')).toHaveCount(1);
});
