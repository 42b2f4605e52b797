import { expect, test } from "@playwright/test";
import { pagesByPath, publicPages, site, startTestServer, TEST_SITE_URL } from "../e2e/site";
import { openPage, type HtmlPage } from "../support/html-page";

/** The site's layout as a browser would show it: a banner and a footer with words in them. */
function expectLayout(page: HtmlPage) {
  expect(page.text("header")).not.toBe("");
  expect(page.text("footer")).not.toBe("");
}

for (const { path, cached } of publicPages) {
  const content = pagesByPath[path as keyof typeof pagesByPath];

  test(`${path} answers 200 with its title, heading and first paragraph`, async ({ request }) => {
    const page = await openPage(request, path);
    expect(page.status).toBe(200);
    expect(page.text("title")).toBe(content.title);
    expect(page.texts("h1")).toEqual([content.heading]);
    // Shown: in the page's main part, and not inside anything hidden.
    expect(page.text("main")).toContain(content.lead);
    expect(page.texts("[hidden]").filter((text) => text.includes(content.lead))).toEqual([]);
    expectLayout(page);
    expect(page.region("Główna").text("nav")).not.toBe("");
    expect(page.text("footer")).toContain(site.business.phone);
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

test("an unknown path answers 404 with the site's layout and a way home", async ({ request }) => {
  const page = await openPage(request, "/nie-ma-takiej-strony");
  expect(page.status).toBe(404);
  expect(page.texts("h1")).toEqual(["Nie znaleziono strony"]);
  expect(page.text("title")).toBe("Nie znaleziono strony");
  expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  expectLayout(page);
  const home = await openPage(request, page.link("Wróć na stronę główną"));
  expect(home.url).toBe(`${TEST_SITE_URL}/`);
  expect(home.texts("h1")).toEqual([site.pages.home.heading]);
});

test("a trailing slash redirects permanently to the one canonical address", async ({ request }) => {
  for (const path of ["/oferta/", "/kontakt/", "/galeria/?zdjecie=2"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(path.replace(/\/(\?|$)/, "$1"));
  }
});

test("the trailing-slash redirect never leads to another site", async ({ request }) => {
  // Absolute: given "//evil.example/" alone, the test's own client would go to that host.
  for (const path of ["//evil.example/", "///evil.example//", `/${"/".repeat(8_000)}evil.example/`]) {
    const what = path.length > 40 ? `${path.length} slashes and a host` : path;
    const response = await request.get(TEST_SITE_URL + path, { maxRedirects: 0 });
    expect(response.status(), what).toBe(301);
    expect(response.headers().location, what).toBe("/evil.example");
  }
  // Followed as a browser follows it, it stays on the site: the not-found page.
  const followed = await openPage(request, `${TEST_SITE_URL}//evil.example/`);
  expect(new URL(followed.url).host).toBe(new URL(TEST_SITE_URL).host);
  expect(followed.status).toBe(404);
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
