import { expect, test } from "@playwright/test";
import { pagesByPath, publicPages, site, startTestServer, TEST_SITE_URL, waitForHydration } from "./site";

for (const { path, cached } of publicPages) {
  const content = pagesByPath[path as keyof typeof pagesByPath];

  test(`${path} answers 200 with its title, heading and first paragraph`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(content.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
    await expect(page.getByText(content.lead)).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Główna" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText(site.business.phone);
  });

  test(`${path} is ${{ whole: "served from the page cache", none: "rendered per request" }[cached]}`, async ({ request }) => {
    const response = await request.get(path);
    // A cached page has an ETag and its CSP lists the hashes of its inline code; a
    // rendered page has neither, and a nonce of its own instead. A cached form
    // page lists hashes, but each response has its own tokens: no ETag.
    expect(response.headers()["etag"] !== undefined).toBe(cached === "whole");
    expect(response.headers()["content-security-policy"]).toContain(cached === "none" ? "'nonce-" : "'sha256-");
    if (cached === "whole") {
      const data = await request.get(path === "/" ? "/_.data" : `${path}.data`);
      expect(data.status()).toBe(200);
    }
  });
}

test("the menu marks the current page in the HTML as sent, before any script runs", async ({ request }) => {
  for (const path of ["/oferta", "/galeria", "/osiagniecia"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<a class="nav-link" aria-current="page" href="${path}"`));
  }
});

test("a cached page carries the running server's SITE_URL and retention, with no rebuild", async ({ request }) => {
  // The build was made once for every test; this server only starts with other settings.
  const server = await startTestServer({ RETENTION_MONTHS: "7" });
  try {
    const offer = await (await request.get(`${server.url}/oferta`)).text();
    expect(offer).toContain(`<link rel="canonical" href="${server.url}/oferta"/>`);
    const privacy = await (await request.get(`${server.url}/polityka-prywatnosci`)).text();
    expect(privacy).toMatch(/przez[\s\u00a0]7[\s\u00a0]miesięcy/);
  } finally {
    server.stop();
  }
});

test("an unknown path answers 404 with the site's layout and a way home", async ({ page }) => {
  const response = await page.goto("/nie-ma-takiej-strony");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  await expect(page).toHaveTitle("Nie znaleziono strony");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.home.heading);
});

test("a client navigation to an unknown path shows the same not-found page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/brak"),
  );
  await expect(page).toHaveURL("/brak");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
});

test("a trailing slash redirects permanently to the one canonical address", async ({ request }) => {
  for (const path of ["/oferta/", "/kontakt/", "/galeria/?zdjecie=2"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(path.replace(/\/(\?|$)/, "$1"));
  }
});

test("the trailing-slash redirect never leads to another site", async ({ page, request }) => {
  // Absolute: given "//evil.example/" alone, the test's own client would go to that host.
  for (const path of ["//evil.example/", "///evil.example//", `/${"/".repeat(8_000)}evil.example/`]) {
    const what = path.length > 40 ? `${path.length} slashes and a host` : path;
    const response = await request.get(TEST_SITE_URL + path, { maxRedirects: 0 });
    expect(response.status(), what).toBe(301);
    expect(response.headers().location, what).toBe("/evil.example");
  }
  // Followed by a browser, it stays on the site: the not-found page.
  const response = await page.goto(`${TEST_SITE_URL}//evil.example/`);
  expect(new URL(page.url()).host).toBe(new URL(TEST_SITE_URL).host);
  expect(response?.status()).toBe(404);
});

test("no page is served under a second address", async ({ request }) => {
  expect((await request.get("/oferta/index.html", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/index.html", { maxRedirects: 0 })).status()).toBe(404);
});

test("every unknown address gets the one cached 404 page; addresses with routes of their own do not", async ({ request }) => {
  const first = await request.get("/nie-ma-takiej-strony");
  const second = await request.get("/a/b/c?x=1");
  expect([first.status(), second.status()]).toEqual([404, 404]);
  expect(first.headers()["content-security-policy"]).toContain("'sha256-");
  expect(await second.text()).toBe(await first.text());
  // A booking link that is not one is answered by its route, a data request by React Router: not the cached page.
  const booking = await request.get("/rezerwacja/nie-ma-takiej");
  expect(booking.status()).toBe(404);
  expect(booking.headers()["content-security-policy"]).toContain("'nonce-");
  expect((await request.get("/nie-ma-takiej-strony.data")).headers()["content-type"]).toContain("text/x-script");
});
