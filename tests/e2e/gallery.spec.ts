import { expect, test } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";
import { site } from "./site";

test.beforeEach(async ({ page }) => {
  await page.goto("/galeria");
  // The lightbox is the page's code (before it runs, a photo's link opens the large photo): it has run once its links have prefetched.
  await untilLinksInViewHavePrefetched(page);
});

const dialog = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Powiększone zdjęcie" });
const currentCaption = (page: import("@playwright/test").Page) => dialog(page).locator(".yarl__slide_current .yarl__slide_description");

test("a photo opens in a lightbox driven by the keyboard, and focus goes back on close", async ({ page }) => {
  const second = site.gallery[1]!;
  const thumbnail = page.getByRole("link", { name: `Powiększ zdjęcie: ${second.caption}` });
  await thumbnail.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(currentCaption(page)).toHaveText(second.caption);
  await page.keyboard.press("ArrowRight");
  await expect(currentCaption(page)).toHaveText(site.gallery[2]!.caption);
  await page.keyboard.press("ArrowLeft");
  await expect(currentCaption(page)).toHaveText(second.caption);
  await page.keyboard.press("ArrowLeft");
  await expect(currentCaption(page)).toHaveText(site.gallery[0]!.caption);
  // Focus never reaches the page behind the dialog (it is inert).
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const focusInside = await dialog(page).evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
    expect(focusInside).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});

test("zoom goes from 1× up to 3× and no further", async ({ page }) => {
  await page.getByRole("link", { name: `Powiększ zdjęcie: ${site.gallery[0]!.caption}` }).click();
  const zoomIn = dialog(page).getByRole("button", { name: "Powiększ" });
  const scale = () =>
    dialog(page)
      .locator(".yarl__slide_current .yarl__slide_wrapper")
      .first()
      .evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
  await expect(zoomIn).toBeEnabled();
  expect(await scale()).toBeCloseTo(1, 1);
  for (let i = 0; i < 10 && (await zoomIn.isEnabled()); i++) {
    const before = await scale();
    await zoomIn.click();
    // Each step is animated: the next one starts from where this one ends.
    await expect.poll(scale).toBeGreaterThan(before);
  }
  await expect(zoomIn).toBeDisabled();
  await expect.poll(scale).toBeCloseTo(3, 1);
  const maxScale = await scale();
  expect(maxScale).toBeLessThanOrEqual(3.05);
  await dialog(page).getByRole("button", { name: "Pomniejsz" }).click();
  await expect.poll(scale).toBeLessThan(maxScale);
});

test("the slideshow advances every 3 s and can be paused", async ({ page }) => {
  // The lightbox's clock is the test's: its seconds pass when the test says so, however busy the machine is.
  await page.clock.install();
  await page.getByRole("link", { name: `Powiększ zdjęcie: ${site.gallery[0]!.caption}` }).click();
  const start = dialog(page).getByRole("button", { name: "Uruchom pokaz zdjęć" });
  await expect(start).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  await start.click();
  await expect(currentCaption(page)).toHaveText(site.gallery[0]!.caption);
  await page.clock.runFor(2500);
  await expect(currentCaption(page)).toHaveText(site.gallery[0]!.caption);
  // The 3 s count from when the photo has loaded: a second at a time until the slide changes.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(currentCaption(page)).toHaveText(site.gallery[1]!.caption, { timeout: 200 });
  }).toPass();
  await dialog(page).getByRole("button", { name: "Zatrzymaj pokaz zdjęć" }).click();
  await page.clock.runFor(10_000);
  await expect(currentCaption(page)).toHaveText(site.gallery[1]!.caption);
});

test("a swipe on a touch screen moves to the next photo", async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/galeria");
  await untilLinksInViewHavePrefetched(page);
  await page.getByRole("link", { name: `Powiększ zdjęcie: ${site.gallery[0]!.caption}` }).click();
  const box = (await dialog(page).boundingBox())!;
  const y = Math.round(box.y + box.height / 2);
  const cdp = await context.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", 320);
  for (const x of [280, 230, 180, 130, 80]) await touch("touchMove", x);
  await touch("touchEnd", 80);
  await expect(currentCaption(page)).toHaveText(site.gallery[1]!.caption);
  await context.close();
});

test("without JavaScript a photo's link opens the large photo", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/galeria");
  await page.getByRole("link", { name: `Powiększ zdjęcie: ${site.gallery[0]!.caption}` }).click();
  await expect(page).toHaveURL(/\.webp$/);
  await context.close();
});

test("the lightbox code is loaded on the gallery page only", async ({ page }) => {
  const lightboxRequests: string[] = [];
  page.on("request", (request) => request.url().includes("photo-lightbox") && lightboxRequests.push(request.url()));
  for (const path of ["/", "/oferta", "/osiagniecia", "/kontakt"]) {
    await page.goto(path);
    // Everything the page does by itself has been done: its links in view (the gallery's among them) have prefetched their pages.
    await untilLinksInViewHavePrefetched(page);
    expect(await page.locator('link[href*="photo-lightbox"]').count(), path).toBe(0);
  }
  expect(lightboxRequests).toEqual([]);
});

test("only the first photo, the largest paint on a phone, is fetched before the others", async ({ page }) => {
  const thumbs = page.locator(".gallery-thumb img");
  await expect(thumbs.first()).toHaveAttribute("fetchpriority", "high");
  await expect(thumbs.first()).toHaveAttribute("loading", "eager");
  // A second photo asked for at high priority shared the phone's bandwidth with the first (Lighthouse's LCP 1.5 → 1.2 s).
  await expect(page.locator('.gallery-thumb img[fetchpriority="high"]')).toHaveCount(1);
});
