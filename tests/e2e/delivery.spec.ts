// How a page's JavaScript travels: fetched only after the first paint, then
// hydrating the page (the rest of how files travel needs no browser:
// tests/requests/delivery.spec.ts).
import { expect, test } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";

test.describe("the page's JavaScript", () => {
  for (const path of ["/", "/kontakt"]) {
    test(`${path}: is fetched only after the first paint, then hydrates the page`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      await page.goto(path);
      // The page has run its code (hydrated) once its links in view have prefetched their pages: by then its scripts are in.
      await untilLinksInViewHavePrefetched(page);
      const timing = await page.evaluate(() => {
        const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "css" && entry.name.endsWith(".js"));
        return { firstPaint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), count: scripts.length };
      });
      expect(timing.count).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);
    });
  }
});
