// What every panel page must hold on a 390 px phone: nothing past the
// screen's edge, and every control a thumb's size.
import { expect, type Locator, type Page } from "@playwright/test";

/** Nothing on the page reaches past the screen's right edge, and the page does not scroll sideways. */
export async function expectNothingWiderThanTheScreen(page: Page) {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Every visible control in `scope` is at least 44 × 44 CSS px (WCAG 2.5.5). */
export async function expectThumbSizedControls(scope: Locator) {
  const small = await scope.evaluate((root) =>
    [...root.querySelectorAll("a, button, input:not([type=hidden]), select, textarea, summary")]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ element, box }) => `${element.tagName.toLowerCase()} „${(element.textContent ?? "").trim().slice(0, 40)}” ${box.width}×${box.height}`),
  );
  expect(small).toEqual([]);
}
