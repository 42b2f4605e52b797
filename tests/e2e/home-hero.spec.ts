// The home page's photo beside the headline is shown from 992 px up only: a
// phone downloads nothing for it, a desktop fetches it from the head's
// preload, once (app/components/picture.tsx).
import { expect, test, type Page } from "@playwright/test";

async function heroRequests(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const requested: string[] = [];
  page.on("request", (request) => request.resourceType() === "image" && requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("load");
  return requested.filter((path) => path.startsWith("/assets/images/trening-silowy-"));
}

test("a phone downloads nothing for the desktop's photo", async ({ page }) => {
  expect(await heroRequests(page, 390)).toEqual([]);
  await expect(page.locator(".hero-photo img")).toBeHidden();
});

test("a desktop fetches the photo once, as AVIF, and shows it", async ({ page }) => {
  const requests = await heroRequests(page, 1280);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/\.avif$/);
  const photo = page.locator(".hero-photo img");
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});
