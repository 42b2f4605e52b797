import { expect, test } from "@playwright/test";
import { site, waitForHydration } from "./site";

test.use({ viewport: { width: 390, height: 844 } });

test("the menu button opens an accessible menu; Esc closes it and focus returns", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Menu" });
  const navigation = page.getByRole("navigation", { name: "Główna" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeHidden();
  await button.click();
  await expect(page.getByRole("button", { name: "Zamknij" })).toHaveAttribute("aria-expanded", "true");
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  await page.getByRole("button", { name: "Menu" }).click();
  await navigation.getByRole("link", { name: "Galeria" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.gallery.heading);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
});

test("a sticky bar offers a call and a message on phones", async ({ page }) => {
  await page.goto("/oferta");
  const bar = page.getByRole("navigation", { name: "Szybki kontakt" });
  await expect(bar.getByRole("link", { name: "Zadzwoń" })).toHaveAttribute("href", "tel:+48500000000");
  await page.mouse.wheel(0, 3000);
  await expect(bar.getByRole("link", { name: "Napisz" })).toBeInViewport();
});
