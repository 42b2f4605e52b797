import { expect, test } from "@playwright/test";
import { escapeRegExp, pagesByPath, publicPages, site, TEST_SITE_URL } from "../e2e/site";

function canonical(path: string) {
  return path === "/" ? `${TEST_SITE_URL}/` : `${TEST_SITE_URL}${path}`;
}

for (const { path, indexed } of publicPages) {
  test(`${path} has the full head in its HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const content = pagesByPath[path as keyof typeof pagesByPath];
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain(`<title>${content.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${content.description}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${canonical(path)}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical(path)}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${content.title}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${escapeRegExp(TEST_SITE_URL)}/og/[a-z-]+\\.jpg"/>`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="theme-color" content="#ffffff"/>');
    expect(html).toContain('<meta name="msapplication-TileColor" content="#ffffff"/>');
    // Server-rendered pages give their links this response's CSP nonce.
    expect(html).toMatch(/<link (nonce="[^"]+" )?rel="manifest" href="\/manifest.webmanifest"\/>/);
    expect(html.includes('<meta name="robots" content="noindex"/>')).toBe(!indexed);
  });

  test(`${path} carries the business and website as JSON-LD`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(json).toBeDefined();
    const graph = JSON.parse(json!)["@graph"] as Record<string, any>[];
    const business = graph.find((node) => node["@type"] === "HealthAndBeautyBusiness")!;
    expect(business).toMatchObject({
      name: site.business.name,
      url: `${TEST_SITE_URL}/`,
      logo: `${TEST_SITE_URL}/icon-512.png`,
      telephone: site.business.phone,
      email: site.business.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.business.address.street,
        postalCode: site.business.address.postalCode,
        addressLocality: site.business.address.locality,
        addressCountry: "PL",
      },
      sameAs: site.business.social.map((profile) => profile.url),
      founder: { "@type": "Person", name: site.trainer.name },
    });
    expect(business.image).toMatch(new RegExp(`^${escapeRegExp(TEST_SITE_URL)}/`));
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({ url: `${TEST_SITE_URL}/` });
  });
}

test("the manifest, favicons and app icons are served from the site", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const icons = (await manifest.json()).icons as { src: string }[];
  for (const path of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", ...icons.map((icon) => icon.src)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect((await response.body()).length, path).toBeGreaterThan(100);
  }
});

test("sitemap.xml lists every indexable page on SITE_URL and nothing else", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(
    publicPages
      .filter((page) => page.indexed)
      .map((page) => canonical(page.path))
      .sort(),
  );
  expect(xml).not.toContain("dziekujemy");
});

test("robots.txt points to the sitemap and keeps crawlers out of the inbox", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  expect(text).toContain("Disallow: /admin");
});
