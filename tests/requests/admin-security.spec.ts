// The inbox against strangers, as the server answers them: every route
// closed without a session, forged and expired sessions refused, no state
// change from another site, kept out of search engines, and no /admin at all
// until it is configured. The browser's part is tests/e2e/admin-security.spec.ts.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { openPage } from "../support/html-page";
import { adminRoutePaths, sessionKey, signInByRequest, SIGN_IN_PATH, withDatabase } from "../e2e/admin";
import { formTokens, ownServer, pastTheTimeTrap, site, TEST_ADMIN, TEST_SITE_URL } from "../e2e/site";

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];

function expectInboxHeaders(headers: Record<string, string>, what: string) {
  expect(headers["cache-control"], what).toBe("no-store");
  expect(headers["x-robots-tag"], what).toBe("noindex");
}

test("every inbox route, without a session, sends page views to the sign-in page and refuses the rest with 403", async ({ request }) => {
  const routes = adminRoutePaths();
  // The walk sees the whole table: the sign-in page, the inbox, the enquiry, both erasures, resend, export, sign-out, unknown addresses.
  expect(routes.length).toBeGreaterThanOrEqual(9);
  for (const { path, file } of routes) {
    const what = `${path} (${file})`;
    const view = await request.get(path, { maxRedirects: 0 });
    expectInboxHeaders(view.headers(), what);
    if (path === SIGN_IN_PATH) {
      expect(view.status(), what).toBe(200);
      continue;
    }
    expect(view.status(), what).toBe(302);
    expect(view.headers().location, what).toBe(SIGN_IN_PATH);
    for (const method of STATE_CHANGING) {
      // From the site's own origin: refused by requireAdmin, not by the Origin check.
      const change = await request.fetch(path, { method, headers: { Origin: TEST_SITE_URL }, form: { intent: "status", status: "spam" }, maxRedirects: 0 });
      expect(change.status(), `${method} ${what}`).toBe(403);
      expectInboxHeaders(change.headers(), `${method} ${what}`);
    }
  }
});

test("the inbox is kept out of search engines", async ({ request }) => {
  const page = await openPage(request, SIGN_IN_PATH);
  expect([...page.document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute("content"))).toEqual(["noindex"]);
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("a forged session cookie opens nothing", async ({ request }) => {
  const forged = [Buffer.from(JSON.stringify(randomBytes(32).toString("base64url"))).toString("base64"), "eyJhZG1pbiI6dHJ1ZX0=", "admin", ""];
  for (const value of forged) {
    const view = await request.get("/admin", { headers: { Cookie: `admin-session=${value}` }, maxRedirects: 0 });
    expect(view.status(), value).toBe(302);
    expect(view.headers().location).toBe(SIGN_IN_PATH);
    const change = await request.post("/admin/spam/usun", { headers: { Cookie: `admin-session=${value}`, Origin: TEST_SITE_URL }, maxRedirects: 0 });
    expect(change.status(), value).toBe(403);
  }
});

test("a session ends after 8 hours idle and 7 days after sign-in", async ({ request }) => {
  const open = async (cookie: string) => (await request.get("/admin", { headers: { Cookie: `admin-session=${cookie}` }, maxRedirects: 0 })).status();
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  const idle = await signInByRequest(request);
  expect(await open(idle)).toBe(200);
  withDatabase(TEST_DATABASE_FILE, (db) => db.prepare("update admin_sessions set last_seen_at = ? where id_hash = ?").run(hoursAgo(8.1), sessionKey(idle)));
  expect(await open(idle)).toBe(302);

  const old = await signInByRequest(request);
  withDatabase(TEST_DATABASE_FILE, (db) =>
    db.prepare("update admin_sessions set created_at = ?, last_seen_at = ? where id_hash = ?").run(hoursAgo(7 * 24 + 0.1), hoursAgo(0.5), sessionKey(old)),
  );
  expect(await open(old)).toBe(302);
});

test("a request from another site changes nothing, even with the trainer's session", async ({ request }) => {
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const name = `Ofiara CSRF ${Date.now()}`;
  expect(
    (
      await request.post("/kontakt", {
        form: { name, email: "csrf@example.com", message: "Proszę o kontakt w sprawie treningów.", ...tokens },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(303);
  const id = withDatabase(TEST_DATABASE_FILE, (db) => (db.prepare("select id from enquiries where name = ?").get(name) as { id: number }).id);

  const cookie = `admin-session=${await signInByRequest(request)}`;
  for (const origin of ["https://evil.example", "null", undefined]) {
    const headers: Record<string, string> = origin ? { Cookie: cookie, Origin: origin } : { Cookie: cookie };
    const changes = [
      request.post(`/admin/zapytania/${id}`, { headers, form: { intent: "status", status: "spam" }, maxRedirects: 0 }),
      request.post(`/admin/zapytania/${id}/usun`, { headers, maxRedirects: 0 }),
      request.post("/admin/wyloguj", { headers, maxRedirects: 0 }),
    ];
    for (const response of await Promise.all(changes)) expect(response.status(), `${response.url()} from ${origin}`).toBe(403);
  }
  expect(withDatabase(TEST_DATABASE_FILE, (db) => db.prepare("select status from enquiries where id = ?").get(id))).toEqual({ status: "new" });
  // The session survived the forged sign-out.
  expect((await request.get("/admin", { headers: { Cookie: cookie }, maxRedirects: 0 })).status()).toBe(200);
  // The same change from the site itself goes through.
  const own = await request.post(`/admin/zapytania/${id}`, {
    headers: { Cookie: cookie, Origin: TEST_SITE_URL },
    form: { intent: "status", status: "done" },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
});

test.describe("with the inbox off", () => {
  const server = ownServer({ ADMIN_PASSWORD_HASH: "" });

  test("every /admin address is the ordinary not-found page", async ({ request }) => {
    for (const { path } of adminRoutePaths()) {
      const view = await request.get(path, { maxRedirects: 0 });
      expect(view.status(), path).toBe(404);
      expect(await view.text(), path).toContain(site.pages.notFound.message);
      const change = await request.post(path, {
        headers: { Origin: server.url },
        form: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        maxRedirects: 0,
      });
      expect(change.status(), `POST ${path}`).toBe(404);
      expect(change.headers()["set-cookie"], `POST ${path}`).toBeUndefined();
    }
    const page = await openPage(request, "/admin/logowanie");
    expect(page.status).toBe(404);
    expect(page.texts("h1")).toEqual([site.pages.notFound.message]);
    // The site's own banner and footer (a header or footer outside any section), not inside anything hidden.
    for (const landmark of ["header", "footer"]) {
      const own = [...page.document.querySelectorAll(landmark)].filter((element) => !element.parentElement?.closest("main, article, section, aside, nav"));
      expect(own, landmark).toHaveLength(1);
      expect(own[0]!.closest("[hidden], template"), landmark).toBeNull();
    }
    expect(page.document.querySelectorAll("input[type=password]")).toHaveLength(0);
    expect(page.text()).not.toContain("Hasło");
  });
});
