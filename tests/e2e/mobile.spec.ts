import { expect, test, type Page } from "@playwright/test";
import { site } from "./site";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Whether the browser tells assistive technology that the button named
 * `name` is expanded: the menu's popover button has no aria-expanded of its
 * own, the browser exposes the state (read from its accessibility tree).
 */
async function expandedOf(page: Page, name: string) {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name);
  return button?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
}

test("the menu button opens an accessible menu; Esc closes it and focus returns", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Menu" });
  const navigation = page.getByRole("navigation", { name: "Główna" });
  // Tapped at once, as a person does: the menu works before (and without) the page's code.
  await expect.poll(() => expandedOf(page, "Menu")).toBe(false);
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeHidden();
  await button.click();
  await expect(page.getByRole("button", { name: "Zamknij" })).toBeVisible();
  await expect.poll(() => expandedOf(page, "Zamknij")).toBe(true);
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  await page.getByRole("button", { name: "Menu" }).click();
  await navigation.getByRole("link", { name: "Galeria" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.gallery.heading);
  await expect.poll(() => expandedOf(page, "Menu")).toBe(false);
});

test("a sticky bar offers a call and a message on phones", async ({ page }) => {
  await page.goto("/oferta");
  const bar = page.getByRole("navigation", { name: "Szybki kontakt" });
  await expect(bar.getByRole("link", { name: "Zadzwoń" })).toHaveAttribute("href", "tel:+48500000000");
  await page.mouse.wheel(0, 3000);
  await expect(bar.getByRole("link", { name: "Napisz" })).toBeInViewport();
});

test("without JavaScript the menu opens too, and Esc closes it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  const navigation = page.getByRole("navigation", { name: "Główna" });
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Zamknij" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(navigation.getByRole("link", { name: "Oferta" })).toBeHidden();
  await context.close();
});
