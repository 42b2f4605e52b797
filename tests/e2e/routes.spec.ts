import { expect, test } from "@playwright/test";
import { waitForHydration } from "./site";

test("a client navigation to an unknown path shows the same not-found page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/brak"),
  );
  await expect(page).toHaveURL("/brak");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
});
