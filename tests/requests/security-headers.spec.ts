// Security headers on every kind of response, and the MDN HTTP Observatory's
// grade of each page type, scanned over https through a TLS proxy as in
// production. (The Content-Security-Policy in a real browser:
// tests/e2e/security-headers.spec.ts.)
import { expect, test, type APIResponse } from "@playwright/test";
import { observatoryScan } from "../support/observatory";
import { startTlsFront, type TlsFront } from "../support/tls-front";
import { ADMIN_ENV } from "../e2e/admin";
import { publicPages, startTestServer, TEST_ADMIN, type TestServer } from "../e2e/site";

const PAGE_TYPES = [
  ...publicPages.map((page) => ({ path: page.path, kind: { whole: "pre-rendered", none: "server-rendered" }[page.cached] })),
  { path: "/nie-ma-takiej-strony", kind: "404" },
  { path: "/admin/logowanie", kind: "admin" },
];

function expectSecurityHeaders(response: APIResponse, { https }: { https: boolean }) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const directive = (name: string) =>
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? "";
  expect(csp, "enforced, not report-only").not.toBe("");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  expect(directive("default-src")).toBe("default-src 'self'");
  expect(directive("script-src")).toMatch(/^script-src 'self'( '(sha256|nonce)-[A-Za-z0-9+/=]+')+$/);
  expect(directive("style-src")).toMatch(/^style-src 'self'( '(sha256|nonce)-[A-Za-z0-9+/=]+')+$/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  for (const fixed of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(directive(fixed.split(" ")[0]!)).toBe(fixed);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
    expect(headers["permissions-policy"]).toContain(feature);
  }
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  if (https) expect(headers["strict-transport-security"]).toBe("max-age=31536000");
  else expect(headers["strict-transport-security"]).toBeUndefined();
}

test.describe("on the test server (http)", () => {
  for (const { path, kind } of PAGE_TYPES) {
    test(`${path} (${kind}) sends every security header and no HSTS over http`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(kind === "404" ? 404 : 200);
      expectSecurityHeaders(response, { https: false });
    });
  }

  test("pre-rendered pages list the hashes of their own inline code, server-rendered ones a fresh nonce", async ({ request }) => {
    const prerendered = (await request.get("/oferta")).headers()["content-security-policy"];
    expect(prerendered).toContain("'sha256-");
    expect(prerendered).not.toContain("'nonce-");
    const first = (await request.get("/rezerwacja")).headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    const second = (await request.get("/rezerwacja")).headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    const html = await (await request.get("/rezerwacja")).text();
    expect(html).toMatch(/<script nonce="[^"]+"/);
    // The contact page is rendered per request, for its form's own tokens: a nonce like the booking page.
    const contact = await request.get("/kontakt");
    expect(contact.headers()["content-security-policy"]).toContain("'nonce-");
  });
});

test.describe("behind a TLS proxy, graded by the MDN HTTP Observatory", () => {
  // One server and one proxy for the whole group: never in two workers at once.
  test.describe.configure({ mode: "serial" });
  // The proxy's certificate is self-signed.
  test.use({ ignoreHTTPSErrors: true });
  let front: TlsFront;
  let server: TestServer;
  let origin: string;
  test.beforeAll(async () => {
    front = await startTlsFront(() => server.url);
    origin = `https://localhost:${front.httpsPort}`;
    server = await startTestServer({
      SITE_URL: origin,
      TRUST_PROXY: "1",
      ...ADMIN_ENV,
    });
  });
  test.afterAll(async () => {
    server.stop();
    await front.close();
  });

  for (const { path, kind } of PAGE_TYPES) {
    test(`${path} (${kind}) sends HSTS over https and grades A+`, async ({ request }) => {
      expectSecurityHeaders(await request.get(origin + path, { maxRedirects: 0 }), { https: true });

      const scan = await observatoryScan(front, path);
      expect(scan.statusCode).toBe(kind === "404" ? 404 : 200);
      expect(scan.results.filter((result) => !result.pass || result.scoreModifier < 0)).toEqual([]);
      expect(scan.grade, JSON.stringify(scan.results)).toBe("A+");
    });
  }

  test("the inbox's session cookie grades A+ too", async ({ request }) => {
    const response = await request.post(`${origin}/admin/logowanie`, {
      form: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const cookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(cookies.length).toBeGreaterThan(0);

    const scan = await observatoryScan(front, "/admin/logowanie", cookies);
    expect(scan.results.find((result) => result.test === "cookies")?.result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(scan.grade, JSON.stringify(scan.results)).toBe("A+");
  });
});
