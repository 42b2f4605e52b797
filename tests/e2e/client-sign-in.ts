// A client signing in at /moje-treningi as she does: the sign-in link asked
// for with her e-mail, then opened from the mail and "Wejdź" tapped. Each
// step is a form post answered by a redirect; each helper returns once the
// page the redirect leads to shows, so that what the test does next (a
// page.goto to the link, which the mail can bring before the redirect has
// landed) is not overtaken by it.
import { expect, type Page } from "@playwright/test";
import { SENT } from "./client-page-setup";

/**
 * Asks for the sign-in link on the sign-in form on screen, and waits for the
 * answer the page shows after its redirect (/moje-treningi?wyslano). The mail
 * is queued before that redirect is sent: a test that went on as soon as the
 * mail came had its page.goto interrupted by the redirect still under way.
 */
export async function askForSignInLink(page: Page, email: string) {
  await page.getByLabel("Twój e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
}

/** Opens a sign-in link and taps "Wejdź"; waits for the page it leads to (/moje-treningi, or `to`). */
export async function enterWithLink(page: Page, link: string, to: string | RegExp = /\/moje-treningi$/) {
  await page.goto(link);
  await page.getByRole("button", { name: "Wejdź" }).click();
  await expect(page).toHaveURL(to);
}
