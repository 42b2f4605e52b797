import { expect, test, type Page } from "@playwright/test";
import { emulateConnection, waitForHydration } from "./site";

function linked(page: Page, selector: string) {
  return page.$$eval(selector, (links) => links.map((link) => link.getAttribute("href")));
}

test("the booking page's stylesheet is prefetched with its code, so it opens styled", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
  await page.goto("/");
  await waitForHydration(page);
  await expect
    .poll(() => linked(page, 'link[rel="prefetch"][as="style"]'), { timeout: 5000 })
    .toContainEqual(expect.stringMatching(/\/assets\/booking-[\w-]+\.css$/));
  await page.getByRole("banner").getByRole("link", { name: "Rezerwacja", exact: true }).click();
  await expect(page).toHaveURL(/\/rezerwacja$/);
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/booking-"]')).toHaveCount(1);
});
