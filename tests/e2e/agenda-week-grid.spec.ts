// The agenda's week grid on a phone (390 × 844, touch): seven days across,
// hours down, inside the screen and every target a thumb's size; the choice
// of view stays on the device; a booking opens with its actions, a free hour
// opens a new booking at that time. On a server of its own.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { PANEL_ENV, expectNoAxeViolations, signIn } from "./admin";
import { ownServer } from "./site";
import { expectNothingWiderThanTheScreen, expectThumbSizedControls } from "./phone-checks";
import { insertAgendaSession } from "./agenda-sessions";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);

/** Wednesday of next week: its free hours are all ahead whatever time the test runs. */
const wednesday = (() => {
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  return today.add({ days: 7 - today.dayOfWeek + 3 });
})();
const at = (date: Temporal.PlainDate, hour: number) =>
  Temporal.ZonedDateTime.from({ year: date.year, month: date.month, day: date.day, hour, timeZone: "Europe/Warsaw" }).epochMilliseconds;

test.beforeAll(() => {
  insertAgendaSession(server.databaseFile, at(wednesday, 18), "Ewa Siatkowa");
  insertAgendaSession(server.databaseFile, at(wednesday.add({ days: 1 }), 9), "Olga Poranna");
});

const tableOfTheWeek = /godziny w wierszach, dni w kolumnach/;

test("the week grid shows seven days and the week's bookings on the phone's screen, and stays chosen on the device", async ({ page }) => {
  await signIn(page, server.url, `/admin/kalendarz?od=${wednesday}`);
  await page.getByRole("navigation", { name: "Widok kalendarza" }).getByRole("link", { name: "Tydzień" }).tap();

  const grid = page.getByRole("table", { name: tableOfTheWeek });
  await expect(grid.getByRole("columnheader")).toHaveCount(7);
  await expect(grid.getByRole("rowheader").first()).toHaveText(/^\d+$/);
  const ewa = grid.getByRole("link", { name: /18:00 Ewa Siatkowa/ });
  await expect(ewa).toBeVisible();
  await expect(grid.getByRole("link", { name: /09:00 Olga Poranna/ })).toBeVisible();
  await expectNothingWiderThanTheScreen(page);
  await expectThumbSizedControls(grid);
  await expectNoAxeViolations(page);

  // The choice stays on the device: the agenda opens as the grid again.
  await page.goto("/admin/kalendarz");
  await expect(page.getByRole("table", { name: tableOfTheWeek })).toBeVisible();
});

test("in the week grid a booking opens with its actions, a free hour opens a new booking, and „Dzień” goes back to the list", async ({ page }) => {
  await signIn(page, server.url, `/admin/kalendarz?od=${wednesday}&widok=tydzien`);
  const grid = page.getByRole("table", { name: tableOfTheWeek });
  const ewa = grid.getByRole("link", { name: /18:00 Ewa Siatkowa/ });

  await ewa.tap();
  await expect(page).toHaveURL(/rezerwacja=\d+#rezerwacja-\d+$/);
  const entry = page.locator(`#rezerwacja-${new URL(page.url()).searchParams.get("rezerwacja")}`);
  await expect(entry).toContainText("Ewa Siatkowa");
  await expect(entry.getByText("Przenieś…")).toBeVisible();
  await expect(entry).toBeInViewport();
  await expect(page.getByRole("table", { name: tableOfTheWeek })).toHaveCount(0);

  await page.goBack();
  const free = grid.getByRole("link", { name: new RegExp(`Wolne 16:00 — zarezerwuj: .*${wednesday.day}`) });
  await free.tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz\/nowa\?start=/);
  await expect(page.getByRole("main")).toContainText("16:00");

  // Back to the day list, chosen again and remembered.
  await page.goto(`/admin/kalendarz?od=${wednesday}`);
  await page.getByRole("navigation", { name: "Widok kalendarza" }).getByRole("link", { name: "Dzień", exact: true }).tap();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.goto("/admin/kalendarz");
  await expect(page.getByRole("navigation", { name: "Widok kalendarza" }).getByRole("link", { name: "Dzień", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
