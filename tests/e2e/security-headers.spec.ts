// The Content-Security-Policy in a real browser, with and without JavaScript.
// (The headers themselves and the Observatory's grades:
// tests/requests/security-headers.spec.ts.)
import { expect, test, type Page } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";
import { publicPages } from "./site";

/** Collects the browser's CSP violation reports and console errors about CSP. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return violations;
}

test("no page breaks its Content-Security-Policy: every page loads, hydrates and navigates", async ({ page }) => {
  const violations = await watchCsp(page);
  // Each page's code has run before the next: its links in view have prefetched their pages, as only a hydrated page does.
  for (const path of [...publicPages.map((page) => page.path), "/nie-ma-takiej-strony"]) {
    await page.goto(path);
    await untilLinksInViewHavePrefetched(page);
  }
  // Client-side navigations between pre-rendered and server-rendered pages.
  await page.goto("/");
  await untilLinksInViewHavePrefetched(page);
  await page
    .getByRole("navigation", { name: /główna/i })
    .getByRole("link", { name: "Oferta" })
    .click();
  await expect(page).toHaveURL(/\/oferta$/);
  await page
    .getByRole("link", { name: /kontakt/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kontakt/);
  await expect(page.getByRole("button", { name: "Wyślij wiadomość" })).toBeVisible();
  // The gallery's lightbox is loaded on demand, with its own styles.
  await page.goto("/galeria");
  await untilLinksInViewHavePrefetched(page);
  await page
    .getByRole("link", { name: /^Powiększ zdjęcie:/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto("/admin/logowanie");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no page logs a CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => void violations.push(message.text()));
    for (const { path } of [...publicPages, { path: "/nie-ma-takiej-strony" }, { path: "/admin/logowanie" }]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
    }
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
