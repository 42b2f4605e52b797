import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicPages } from "./site";

for (const width of [390, 1280]) {
  for (const path of [...publicPages.map((page) => page.path), "/nie-ma-takiej-strony"]) {
    test(`${path} at ${width} px has no axe-core violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
    });
  }
}
