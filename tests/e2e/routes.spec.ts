import { expect, test } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";

test("a client navigation to an unknown path shows the same not-found page", async ({ page }) => {
  await page.goto("/");
  // The subject is a client-side navigation: React Router's router is there once the page's code has run.
  await untilLinksInViewHavePrefetched(page);
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/brak"),
  );
  await expect(page).toHaveURL("/brak");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
});
