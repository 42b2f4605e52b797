// What happened while the trainer was away, on a phone (390 × 844, touch): a
// booking made online is counted on "Kalendarz" as soon as the trainer comes
// back to the panel (no reload: the counts are asked for again on return),
// marked "nowe" in the agenda on the next look, and gone from the menu once
// seen; an enquiry likewise on "Zapytania". On a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { PANEL_ENV, expectNoAxeViolations, signIn } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { enquireByRequest } from "./enquire";
import { ownServer, waitForHydration } from "./site";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);

/** The trainer switches back to the panel's tab (or app): what the browser tells the page then. */
async function comeBack(page: Page) {
  // Only a page React has taken over listens (a tap right before may still be loading the next document).
  await waitForHydration(page);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

const menuLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name, exact: true });

test("an online booking is counted on „Kalendarz” when the trainer comes back, marked in the agenda, and then no longer counted", async ({ page, request }) => {
  await signIn(page, server.url);
  await menuLink(page, "Kalendarz").tap();
  await menuLink(page, "Zapytania").tap();
  await expect(menuLink(page, "Kalendarz").locator(".admin-menu-count")).toHaveCount(0);

  const { day } = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 0, person: { name: "Ewa Internetowa", email: "ewa@example.com" } });
  await comeBack(page);
  await expect(menuLink(page, "Kalendarz").locator(".admin-menu-count")).toHaveText("1");
  await expect(menuLink(page, "Kalendarz")).toHaveAccessibleDescription("1 nowa zmiana od klientów");
  await expectNoAxeViolations(page);

  await page.goto(`/admin/kalendarz?od=${day}`);
  const line = page.getByRole("listitem").filter({ hasText: "Ewa Internetowa" }).locator("summary.agenda-line");
  await expect(line).toContainText("nowe");
  await expect(menuLink(page, "Kalendarz").locator(".admin-menu-count")).toHaveCount(0);
  await menuLink(page, "Zapytania").tap();
  await comeBack(page);
  await expect(menuLink(page, "Kalendarz").locator(".admin-menu-count")).toHaveCount(0);
  await page.goto(`/admin/kalendarz?od=${day}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Ewa Internetowa" }).locator("summary.agenda-line")).not.toContainText("nowe");
});

test("a new enquiry is counted on „Zapytania” until the inbox is opened", async ({ page, request }) => {
  await signIn(page, server.url);
  await menuLink(page, "Kalendarz").tap();
  await enquireByRequest(request, server, { name: "Ola Pytająca", email: "ola@example.com" }, "Dzień dobry, czy są wolne terminy wieczorem?");
  await comeBack(page);
  await expect(menuLink(page, "Zapytania").locator(".admin-menu-count")).toHaveText("1");
  await expect(menuLink(page, "Zapytania")).toHaveAccessibleDescription("1 nowe zapytanie");
  await menuLink(page, "Zapytania").tap();
  await expect(page.getByRole("row").filter({ hasText: "Ola Pytająca" })).toBeVisible();
  await expect(menuLink(page, "Zapytania").locator(".admin-menu-count")).toHaveCount(0);
});
