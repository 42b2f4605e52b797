// Decision 036: a photo below the fold is fetched once the page has painted
// (app/components/picture.tsx, .picture-after-paint in app/app.css), not
// beside the page's font and first photo; its frame keeps its place, and
// without JavaScript it loads as any lazy photo.
import { expect, test, type Page } from "@playwright/test";

/** The public pages with photos below the fold, and how many each has. */
const PAGES = [
  { path: "/galeria", photos: 8 },
  { path: "/osiagniecia", photos: 4 },
  { path: "/kontakt", photos: 1 },
];

/** Each photo's file as the page's resource timing saw it, with the first paint. */
function photoTimings(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint");
    const files = [...document.querySelectorAll(".picture-after-paint img")].map((image) => (image as HTMLImageElement).currentSrc);
    const started = performance
      .getEntriesByType("resource")
      .filter((entry) => files.includes(entry.name))
      .map((entry) => entry.startTime);
    return { firstPaint: paint?.startTime ?? Number.NaN, files: files.filter(Boolean).length, started };
  });
}

/** Scrolls to the end of the page a screen at a time, as a visitor reading it. */
async function readToTheEnd(page: Page) {
  for (let screen = 0; screen < 20; screen++) await page.mouse.wheel(0, 700);
}

for (const { path, photos } of PAGES) {
  test(`${path}: the photos below the fold are fetched after the first paint, and all of them show`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator(".picture-after-paint img")).toHaveCount(photos);
    for (const image of await page.locator(".picture-after-paint img").all()) {
      // As a visitor reading down to it: it shows once the page has painted (until then it is not displayed), and loads in view.
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    const { firstPaint, files, started } = await photoTimings(page);
    expect(files).toBe(photos);
    expect(started).toHaveLength(photos);
    for (const start of started) expect(start).toBeGreaterThanOrEqual(firstPaint);
  });
}

test("a photo appearing after the paint moves nothing on the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/galeria");
  await expect
    .poll(() =>
      page
        .locator(".gallery-thumb img")
        .nth(2)
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0))).observe({
          type: "layout-shift",
          buffered: true,
        });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the gallery's photos load as the visitor scrolls to them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const loaded = new Set<string>();
    page.on("response", (response) => response.ok() && response.request().resourceType() === "image" && loaded.add(new URL(response.url()).pathname));
    await page.goto("/galeria");
    await readToTheEnd(page);
    const images = page.locator(".gallery-thumb img");
    await expect(images).toHaveCount(9);
    for (const image of await images.all()) await expect(image).toBeVisible();
    await expect.poll(() => [...loaded].filter((path) => path.startsWith("/assets/images/")).length).toBe(9);
  });
});
