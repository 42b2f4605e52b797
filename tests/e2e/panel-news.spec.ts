// What happened while the trainer was away, on a phone (390 × 844, touch): a
// booking made online is counted on "Kalendarz" as soon as the trainer comes
// back to the panel (no reload: the counts are asked for again on return)
// until the agenda's week it is in is opened, where it is marked "nowe" on
// that look; an enquiry is counted on "Zapytania" until the inbox is opened.
// On a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { PANEL_ENV, expectNoAxeViolations, signIn } from "./admin";
import { expectThumbSizedControls } from "./phone-checks";
import { bookFirstFreeTime } from "./booking-helpers";
import { enquireByRequest } from "./enquire";
import { ownServer, untilPageCodeRuns } from "./site";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);

/** The trainer switches back to the panel's tab (or app): what the browser tells the page then. */
async function comeBack(page: Page) {
  // Only the page's code listens (a tap right before may still be loading the next document).
  await untilPageCodeRuns(page);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

const menuLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name, exact: true });

/** The calendar's count: a tap of its own beside "Kalendarz", named by what it counts. */
const calendarCount = (page: Page) => page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: /zmian[ay]? od klientów/ });
const agendaLine = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name }).locator("summary.agenda-line");

test("a booking two weeks ahead is counted until its own week is opened: „Kalendarz” opens today, the count its day, where it is marked „nowe” once", async ({
  page,
  request,
}) => {
  await signIn(page, server.url, "/admin");
  await expect(calendarCount(page)).toHaveCount(0);

  const { day } = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 2, person: { name: "Ewa Internetowa", email: "ewa@example.com" } });
  await comeBack(page);
  await expect(calendarCount(page)).toHaveText("1");
  await expect(calendarCount(page)).toHaveAccessibleName("1 nowa zmiana od klientów");
  await expectNoAxeViolations(page);

  // This week's agenda does not show it, so it stays counted, on the agenda too.
  await page.goto("/admin/kalendarz");
  await expect(page.getByRole("heading", { name: "Kalendarz", level: 1 })).toBeVisible();
  await expect(calendarCount(page)).toHaveText("1");
  await menuLink(page, "Zapytania").tap();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(calendarCount(page)).toHaveText("1");

  // "Kalendarz" opens today, news or not: today's first booking stays on the first screen.
  await menuLink(page, "Kalendarz").tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);
  await expect(calendarCount(page)).toHaveText("1");
  await expectThumbSizedControls(page.getByRole("navigation", { name: "Panel" }));

  // The count opens the booking's own day.
  await calendarCount(page).tap();
  await expect(page).toHaveURL(new RegExp(`od=${day}`));
  await expect(agendaLine(page, "Ewa Internetowa")).toContainText("nowe");
  await expect(calendarCount(page)).toHaveCount(0);
  await menuLink(page, "Zapytania").tap();
  await expect(page).toHaveURL(/\/admin$/);
  await comeBack(page);
  await expect(calendarCount(page)).toHaveCount(0);
  await page.goto(`/admin/kalendarz?od=${day}`);
  await expect(agendaLine(page, "Ewa Internetowa")).not.toContainText("nowe");
});

test("a new enquiry is counted on „Zapytania” until the inbox is opened", async ({ page, request }) => {
  // On the agenda, away from the inbox (which counts nothing while it is on screen).
  await signIn(page, server.url, "/admin/kalendarz");
  await enquireByRequest(request, server, { name: "Ola Pytająca", email: "ola@example.com" }, "Dzień dobry, czy są wolne terminy wieczorem?");
  await comeBack(page);
  await expect(menuLink(page, "Zapytania").locator(".admin-menu-count")).toHaveText("1");
  await expect(menuLink(page, "Zapytania")).toHaveAccessibleDescription("1 nowe zapytanie");
  await menuLink(page, "Zapytania").tap();
  await expect(page.getByRole("row").filter({ hasText: "Ola Pytająca" })).toBeVisible();
  await expect(menuLink(page, "Zapytania").locator(".admin-menu-count")).toHaveCount(0);
});
