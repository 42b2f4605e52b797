// Decision 018: a page's JavaScript is fetched after its first paint
// (app/lib/defer-boot.server.ts leaves React Router's scripts inert,
// app/lib/boot-after-paint.ts wakes them). The markup the server writes is
// checked in tests/requests/boot-after-paint.spec.ts; here, the browser's
// order of paint and scripts.
import { expect, test } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";

test("the page paints before any of its JavaScript is requested, then hydrates", async ({ page }) => {
  await page.goto("/");
  // Its code has run: the links in view have prefetched their pages, which only the hydrated page does.
  await untilLinksInViewHavePrefetched(page);
  const { firstPaint, firstScript } = await page.evaluate(() => {
    const paint = performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint" || entry.name === "first-contentful-paint");
    const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    return { firstPaint: paint?.startTime ?? Number.NaN, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(firstPaint).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
});
