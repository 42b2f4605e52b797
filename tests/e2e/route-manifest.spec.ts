import { expect, test, type Page, type Request } from "@playwright/test";
import { shownRouteCode } from "./route-code";
import { emulateConnection } from "./link-prefetch";

/** A route of the manifest as React Router sends it (inline in the page and from /__manifest). */
type ManifestRoute = { id: string; path?: string };

/**
 * The public pages the home page links to. /zajecia is linked from
 * /rezerwacja; no page links to /bon-podarunkowy (its address is given out).
 */
const LINKED_FROM_HOME = ["/oferta", "/galeria", "/osiagniecia", "/kontakt", "/rezerwacja", "/polityka-prywatnosci", "/regulamin"];

const isPrivate = (route: ManifestRoute) => /^routes\/(admin\/|client-)/.test(route.id) || /^\/?(admin|moje-treningi)(\/|$)/.test(route.path ?? "");

/** Every /__manifest answer the page gets, and whether it asked for the whole manifest file. */
function watchManifests(page: Page) {
  const patches: ManifestRoute[] = [];
  const files: string[] = [];
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/manifest-[^/]+\.js$/.test(pathname)) files.push(pathname);
    if (pathname === "/__manifest" && response.ok()) patches.push(...Object.values((await response.json()) as Record<string, ManifestRoute>));
  });
  return { patches, files };
}

/**
 * Follows the visible link to `path` once it has prefetched its page, and
 * returns what the click itself asked for of the route's code and manifest
 * (the page's own lazy parts and other links' prefetches aside).
 */
async function followPrefetchedLink(page: Page, path: string): Promise<string[]> {
  const link = page.locator(`a[href="${path}"]`).first();
  await link.scrollIntoViewIfNeeded();
  // React Router renders the page's modulepreloads with its data prefetch (one set per link in view).
  await expect.poll(() => page.locator(`link[rel="prefetch"][href^="${path}.data"]`).count(), { timeout: 5000 }).toBeGreaterThan(0);
  const afterClick: string[] = [];
  // A manifest request for the clicked path (the new page's own links may be discovered meanwhile).
  const count = (request: Request) => {
    const url = new URL(request.url());
    const discovers = url.pathname === "/__manifest" && (url.searchParams.get("paths") ?? "").split(",").includes(path);
    afterClick.push(discovers ? `/__manifest?paths=…${path}` : url.pathname);
  };
  page.on("request", count);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.locator("[aria-busy]")).toHaveCount(0);
  page.off("request", count);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const routeCode = await shownRouteCode(page);
  expect(routeCode.length).toBeGreaterThan(0);
  return afterClick.filter((pathname) => pathname.startsWith("/__manifest?") || routeCode.includes(pathname));
}

test.beforeEach(async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
});

test("a visitor of / gets only public routes, never the panel's or the client page's", async ({ page }) => {
  const manifests = watchManifests(page);
  await page.goto("/");
  for (const path of LINKED_FROM_HOME) {
    await page.locator(`a[href="${path}"]`).first().scrollIntoViewIfNeeded();
  }
  // The manifest inline in the page, with every patch the page has applied to it, once the footer's links are known.
  const known = () =>
    page.evaluate(() =>
      Object.values((window as unknown as { __reactRouterManifest: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest.routes),
    );
  await expect.poll(async () => (await known()).map((route) => route.id), { timeout: 5000 }).toContain("routes/terms");
  expect(manifests.files).toEqual([]);
  expect([...(await known()), ...manifests.patches].filter(isPrivate)).toEqual([]);
});

for (const path of LINKED_FROM_HOME) {
  test(`a click from / to ${path} loads no code: it was prefetched`, async ({ page }) => {
    await page.goto("/");
    expect(await followPrefetchedLink(page, path)).toEqual([]);
  });
}

test("a click from /rezerwacja to /zajecia loads no code: it was prefetched", async ({ page }) => {
  await page.goto("/");
  await followPrefetchedLink(page, "/rezerwacja");
  expect(await followPrefetchedLink(page, "/zajecia")).toEqual([]);
});
