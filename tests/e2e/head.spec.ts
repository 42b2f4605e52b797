import { expect, test } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";
import { publicPages, TEST_SITE_URL } from "./site";

test("the JSON-LD written by the server stays in the page after hydration and client navigation", async ({ page }) => {
  const jsonLd = () => page.locator('script[type="application/ld+json"]').textContent();
  await page.goto("/");
  const written = await jsonLd();
  expect(JSON.parse(written!)["@graph"].length).toBeGreaterThan(1);
  // The subject is a client-side navigation after hydration: the page's code has run once its links have prefetched.
  await untilLinksInViewHavePrefetched(page);
  await page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Oferta" }).click();
  await expect(page).toHaveURL(/\/oferta$/);
  expect(await jsonLd()).toBe(written);
});

test("Polish letters render in the self-hosted font, and nothing is fetched from another host", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(TEST_SITE_URL) && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  for (const { path } of publicPages) await page.goto(path, { waitUntil: "networkidle" });
  expect(foreign).toEqual([]);
  const usesArchivo = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check("700 16px Archivo", "ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ");
  });
  expect(usesArchivo).toBe(true);
  const loadedFaces = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.unicodeRange));
  // The face with the Polish letters was needed, and loaded.
  expect(loadedFaces.some((range) => range.includes("U+141-144"))).toBe(true);
});
