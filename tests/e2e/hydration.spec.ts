// Every section the server wrote is still there once the browser has taken
// the page over (no hydration mismatch, which would make React render the
// page again on its own), and renders from data after a client-side navigation.
import { expect, test, type Page } from "@playwright/test";
import { site } from "./site";

async function expectHomeSections(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.home.heading);
  await expect(page.locator("details summary")).toHaveCount(site.home.faq.length);
  await expect(page.getByRole("heading", { name: `${site.trainer.name}: trener, który słucha` })).toBeVisible();
  await expect(page.locator(".steps > li")).toHaveCount(site.home.steps.length);
  await expect(page.getByRole("contentinfo")).toContainText(site.business.email);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Instagram" })).toBeVisible();
}

test("the home page's sections stay after hydration and come back as data after a client navigation", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  // Hydration done and the app running (its links in view have prefetched): nothing the server wrote is gone.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await expectHomeSections(page);

  await page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Oferta" }).first().click();
  await expect(page).toHaveURL(/\/oferta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.offer.heading);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expectHomeSections(page);

  await page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Kontakt" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.contact.heading);
  await expect(page.getByRole("link", { name: site.business.phone }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
