// Lazy route discovery's requests (react-router.config.ts): React Router
// answers /__manifest behind the site's own layers, which must not take it
// for an address outside the routes. (What a visitor's browser asks for:
// tests/e2e/route-manifest.spec.ts.)
import { expect, test, type APIRequestContext } from "@playwright/test";

/** The build's manifest version, as the home page hands it to the browser. */
async function manifestVersion(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const version = html.slice(html.indexOf("window.__reactRouterManifest")).match(/"version":\s*"([^"]+)"/)?.[1];
  expect(version, "the home page carries its routes inline, with the manifest's version").toBeDefined();
  return version!;
}

test("the routes of the paths asked for, cacheable for as long as the build's version names them", async ({ request }) => {
  const version = await manifestVersion(request);
  const response = await request.get(`/__manifest?paths=${encodeURIComponent("/,/oferta")}&version=${version}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(Object.keys((await response.json()) as object).sort()).toEqual(["root", "routes/home", "routes/offer"]);
});

test("an old build's page is told to load the document again, in an answer nobody keeps", async ({ request }) => {
  const response = await request.get(`/__manifest?paths=${encodeURIComponent("/oferta")}&version=a-build-ago`);
  expect(response.status()).toBe(204);
  expect(response.headers()["x-remix-reload-document"]).toBe("true");
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
});
