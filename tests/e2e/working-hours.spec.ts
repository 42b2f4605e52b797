// "Godziny pracy i dni wolne" live with the calendar (/admin/kalendarz/godziny),
// on a phone (390 × 844, touch), counted in taps from the panel's start page:
// a day off from one date in three, Saturday's hours in four; a line that
// cannot be read is said beside its field with what was typed still there;
// the agenda and the booking page follow at once. On a server of its own.
import { expect, test, type Page } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import { PANEL_ENV, expectNoAxeViolations, signIn } from "./admin";
import { ownServer } from "./site";
import { saturday } from "./working-hours-setup";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);
/** A Thursday before the Saturday: both well past the booking notice. */
const thursday = saturday.subtract({ days: 2 });

async function openWorkingHours(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Kalendarz", exact: true }).tap();
  await page.getByRole("link", { name: "Godziny pracy i dni wolne" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Godziny pracy i dni wolne");
}

/** The booking page's free consultation on `date`, as a visitor's phone gets it. */
const bookingPageOn = async (page: Page, date: Temporal.PlainDate) =>
  (await page.request.get(`${server.url}/rezerwacja?usluga=konsultacja&dzien=${date}`)).text();

test("one day off in three taps from the panel: the agenda says the day is closed and the booking page offers nothing that day", async ({ page }) => {
  expect(await bookingPageOn(page, thursday)).toMatch(new RegExp(`name="start" value="${thursday}`));
  await signIn(page, server.url);
  await openWorkingHours(page);
  await page.getByLabel("Dzień", { exact: true }).fill(thursday.toString());
  await page.getByLabel(/^Powód/).fill("zawody");
  await page.getByRole("button", { name: "Ustaw dzień wolny" }).tap();

  await expect(page.getByRole("status").filter({ hasText: "Zapisano dzień wolny" })).toContainText(`czwartek, ${thursday.day} `);
  const planned = page.getByRole("region", { name: "Zaplanowane dni wolne i inne godziny" }).getByRole("listitem");
  await expect(planned).toHaveCount(1);
  await expect(planned).toContainText("Dzień wolny");
  await expect(planned).toContainText("zawody");

  await page.goto(`/admin/kalendarz?od=${thursday}`);
  await expect(page.locator(".agenda-day:visible").first()).toContainText("Dzień wolny: zawody");
  expect(await bookingPageOn(page, thursday)).not.toMatch(new RegExp(`name="start" value="${thursday}`));
});

test("Saturday's hours in four taps; a line that cannot be read is said beside it and kept", async ({ page }) => {
  await signIn(page, server.url);
  await openWorkingHours(page);
  const saturdayField = page.getByLabel("Sobota", { exact: true });
  await saturdayField.tap();
  await saturdayField.fill("rano");
  await page.getByRole("button", { name: "Zapisz godziny" }).tap();
  await expect(saturdayField).toHaveValue("rano");
  await expect(saturdayField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "Wpisz godziny jak 7:00–12:00" })).toBeVisible();

  await saturdayField.fill("9-13");
  await page.getByRole("button", { name: "Zapisz godziny" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano nowe godziny: sobota." })).toBeVisible();
  await expect(saturdayField).toHaveValue("09:00–13:00");

  await page.goto(`/admin/kalendarz?od=${saturday}`);
  const free = page.getByRole("list", { name: /^Wolne godziny: sobota/ }).getByRole("link");
  await expect(free.first()).toHaveText(/^09:00/);
  await expectNoAxeViolations(page);
});

test("a day off is removed from the list, and the day is open again", async ({ page }) => {
  await signIn(page, server.url, "/admin/kalendarz/godziny");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Usuń dzień wolny: czwartek/ }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Usunięto wyjątek" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Zaplanowane dni wolne i inne godziny" }).getByRole("listitem")).toHaveCount(0);
  await page.goto(`/admin/kalendarz?od=${thursday}`);
  await expect(page.locator(".agenda-day:visible").first()).not.toContainText("Dzień wolny");
});
