// The panel's menu on a phone: every section one tap away, the one the
// trainer is in marked (for the eye not by colour alone, and for a screen
// reader), and its seven sections within 390 px.
import { expect, test } from "@playwright/test";
import { signIn } from "./admin";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the menu marks the section the trainer is in, on its own page and on the pages inside it", async ({ page }) => {
  await signIn(page, "", "/admin");
  const menu = page.getByRole("navigation", { name: "Panel" });
  const items = menu.getByRole("link");
  await expect(items).toHaveText(["Zapytania", "Kalendarz", "Klienci", "Płatności", "Treści", "Zdjęcia", "Powiadomienia"]);
  const current = menu.locator("[aria-current]");

  await expect(current).toHaveText("Zapytania");
  await expect(current).toHaveAttribute("aria-current", "page");
  // Underlined, the others not: marked by more than its colours.
  const underline = (name: string) => menu.getByRole("link", { name }).evaluate((link) => getComputedStyle(link).textDecorationLine);
  expect(await underline("Zapytania")).toBe("underline");
  expect(await underline("Kalendarz")).toBe("none");

  await menu.getByRole("link", { name: "Kalendarz" }).click();
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);
  await expect(current).toHaveText("Kalendarz");

  await menu.getByRole("link", { name: "Klienci" }).click();
  await expect(page).toHaveURL(/\/admin\/klienci$/);
  await expect(current).toHaveText("Klienci");

  await menu.getByRole("link", { name: "Płatności" }).click();
  await expect(page).toHaveURL(/\/admin\/platnosci$/);
  await expect(current).toHaveText("Płatności");

  // The signed-in devices: from the bell's page, one tap near its top, and the bell stays marked.
  await menu.getByRole("link", { name: "Powiadomienia" }).click();
  await expect(page).toHaveURL(/\/admin\/powiadomienia$/);
  const devices = page.getByRole("main").getByRole("link", { name: "Zalogowane urządzenia" });
  await expect(devices).toBeInViewport();
  await devices.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zalogowane urządzenia");
  await expect(current).toHaveText("Powiadomienia");
  await expect(current).toHaveAttribute("aria-current", "true");

  // A page inside a section: the section is current, not "this page".
  await page.goto("/admin/tresci/oferta/historia");
  await expect(current).toHaveText("Treści");
  await expect(current).toHaveAttribute("aria-current", "true");
  await page.goto("/admin/nie-ma-takiej-strony");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(current).toHaveCount(0);
});

test("seven sections fit a phone's width, each a thumb's target", async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole("navigation", { name: "Panel" });
  const boxes = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes).toHaveLength(7);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  // In at most two rows.
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
