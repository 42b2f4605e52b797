// Decision 035: a document's inline stylesheet holds the rules its markup can
// use (app/lib/used-css.server.ts); the whole stylesheet comes after the first
// paint, with the scripts, for what they show later.
import { expect, test } from "@playwright/test";

const inlineCss = () => document.getElementById("site-css")?.textContent ?? "";

test("the home page carries none of the booking page's rules, and the whole stylesheet comes after its first paint", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(inlineCss)).not.toContain(".booking-steps");
  // The whole stylesheet, once it has come (the page's boot adds it after the paint).
  const timings = () =>
    page.evaluate(() => {
      const paint = performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint" || entry.name === "first-contentful-paint");
      const sheet = performance.getEntriesByType("resource").find((entry) => /\/assets\/app-[\w-]+\.css$/.test(new URL(entry.name).pathname));
      return { firstPaint: paint?.startTime ?? Number.NaN, stylesheet: sheet?.startTime ?? Number.NaN };
    });
  await expect.poll(async () => Number.isFinite((await timings()).stylesheet)).toBe(true);
  const { firstPaint, stylesheet } = await timings();
  expect(stylesheet).toBeGreaterThanOrEqual(firstPaint);
});

test("a booking page opened by a click is laid out by the whole stylesheet", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/app-"]')).toHaveCount(1);
  await page.getByRole("banner").getByRole("link", { name: "Rezerwacja", exact: true }).click();
  await expect(page).toHaveURL(/\/rezerwacja$/);
  // .booking-steps: three columns from 992 px (app/styles/booking.css).
  await expect(page.locator(".booking-steps")).toHaveCSS("display", "grid");
  const columns = await page.locator(".booking-steps").evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(3);
});

test("without JavaScript, a page is laid out by its inline rules alone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
  await page.goto("/rezerwacja");
  await expect(page.locator(".booking-steps")).toHaveCSS("display", "grid");
  expect(stylesheets).toEqual([]);
  await context.close();
});
