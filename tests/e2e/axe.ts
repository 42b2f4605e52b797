// axe-core's check of the page a test has open. Run in the page itself
// (@axe-core/playwright's legacy mode: axe.run in each same-origin frame),
// not split into a partial run and a finish in a second, blank page, which
// cost twice the time (1.1–1.4 s against 0.5–0.6 s a page, `/` at 390 px,
// headless shell, quiet machine). What the legacy mode leaves out is
// cross-origin frames, and the site has none. Only violations are asserted,
// so only they are collected with all their nodes.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The page's axe-core violations, each as "rule: its elements". */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
