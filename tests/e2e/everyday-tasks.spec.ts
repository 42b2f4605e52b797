// The trainer's everyday tasks on a phone (390 × 844, touch), taps counted
// from the panel's start page (the agenda, where signing in lands), each
// within the number issue 43 gives. The other tasks are counted beside the
// feature they use: today, tomorrow, a date next month, a reminder by SMS and
// the feed on Android (agenda-phone), a booking made weekly and a past session
// (booking-habits), a client added (add-client), a package removed
// (package-removal), a day off and Saturday's hours (working-hours).
import { expect, test } from "@playwright/test";
import { PANEL_ENV, signIn, withDatabase } from "./admin";
import { ownServer } from "./site";
import { insertClientSessions } from "./agenda-sessions";
import { tapCounter } from "./tap-counter";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

const bookingsOf = (clientId: number) =>
  withDatabase(server.databaseFile, (db) =>
    db.prepare("select service_slug as service, starts_at as startsAt, status from bookings where client_id = ? order by starts_at").all(clientId),
  ) as { service: string; startsAt: string; status: string }[];
const packagesOf = (clientId: number) =>
  withDatabase(server.databaseFile, (db) => db.prepare("select name, price from client_packages where client_id = ? and removed_at is null").all(clientId)) as {
    name: string;
    price: number;
  }[];

test("a regular's usual session next week, at a free time tapped in the agenda, in four taps", async ({ page }) => {
  const regular = insertClientSessions(
    server.databaseFile,
    "Renata Regularna",
    [1, 2, 3].map((weeks) => Date.now() - weeks * WEEK),
  );
  await signIn(page, server.url);
  const taps = tapCounter();
  const weeks = page.getByRole("navigation", { name: "Tygodnie", exact: true });
  await taps.tap(weeks.getByRole("link", { name: /Następny/ }));
  // Next week is drawn ("Dziś" leads back), so the free time read below is next week's, not this week's.
  await expect(weeks.getByRole("link", { name: "Dziś", exact: true })).toBeVisible();
  const firstFree = page
    .getByRole("list", { name: /^Wolne godziny:/ })
    .first()
    .getByRole("link")
    .first();
  const time = (await firstFree.textContent())!.slice(0, 5);
  await taps.tap(firstFree);
  await taps.tap(page.getByRole("list", { name: "Stali klienci" }).getByRole("link", { name: /Renata Regularna/ }));
  // Her page (the first paid service was the page's already: the address says she is chosen), at her usual service.
  await expect(page).toHaveURL(/[?&]klient=\d+/);
  await expect(page.getByLabel("Usługa")).toHaveValue("trening-personalny");
  await taps.tap(page.getByRole("button", { name: "Zarezerwuj" }));
  await expect(page.getByRole("status")).toContainText("Renata Regularna");
  expect(taps.count).toBeLessThanOrEqual(4);

  const made = bookingsOf(regular).filter((booking) => booking.status === "confirmed");
  expect(made).toHaveLength(1);
  expect(made[0]!.service).toBe("trening-personalny");
  expect(new Date(made[0]!.startsAt).toLocaleTimeString("pl-PL", { timeZone: "Europe/Warsaw", hour: "2-digit", minute: "2-digit" })).toBe(time);
  const ahead = Date.parse(made[0]!.startsAt) - Date.now();
  expect(ahead).toBeGreaterThan(0);
  expect(ahead).toBeLessThan(2 * WEEK);
});

test("a session that has ended today is marked attended in one tap from the start page", async ({ page }) => {
  const client = insertClientSessions(server.databaseFile, "Tola Dzisiejsza", [Date.now() - HOUR - 60_000], "confirmed");
  await signIn(page, server.url);
  const taps = tapCounter();
  const entry = page
    .getByRole("region", { name: /Do oznaczenia/ })
    .getByRole("listitem")
    .filter({ hasText: "Tola Dzisiejsza" });
  await expect(entry).toBeInViewport();
  await taps.tap(entry.getByRole("button", { name: "Odbyła się" }));
  await expect(page.getByRole("status").filter({ hasText: "Zapisano: spotkanie się odbyło." })).toBeVisible();
  expect(taps.count).toBeLessThanOrEqual(2);
  expect(bookingsOf(client).map((booking) => booking.status)).toEqual(["attended"]);
});

test("a package is sold in four taps, once however often the last one is tapped, and its price corrected in four more", async ({ page }) => {
  const client = insertClientSessions(server.databaseFile, "Paula Pakietowa", [Date.now() - WEEK]);
  await signIn(page, server.url);
  const taps = tapCounter();
  await taps.tap(page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Klienci" }));
  await taps.tap(page.getByRole("link", { name: /Paula Pakietowa/ }).first());
  await taps.tap(page.getByText("Sprzedaj pakiet"));
  await taps.doubleTap(page.getByRole("button", { name: "Zapisz sprzedaż" }));
  await expect(page.getByRole("status").filter({ hasText: /Zapisano sprzedaż/ })).toBeVisible();
  expect(taps.count).toBeLessThanOrEqual(4);
  expect(packagesOf(client)).toEqual([{ name: "Pakiet 8 treningów", price: 1040 }]);

  const correction = tapCounter();
  await page.goto("/admin/kalendarz");
  await correction.tap(page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Klienci" }));
  await correction.tap(page.getByRole("link", { name: /Paula Pakietowa/ }).first());
  const fold = page.locator("details.packages-fold").filter({ has: page.getByText("Popraw pakiet", { exact: true }) });
  await correction.tap(fold.getByText("Popraw pakiet", { exact: true }));
  await fold.getByLabel("Cena (zł)").fill("960");
  await correction.tap(fold.getByRole("button", { name: "Zapisz poprawkę" }));
  await expect(page.getByRole("status")).toBeVisible();
  expect(correction.count).toBeLessThanOrEqual(4);
  expect(packagesOf(client)).toEqual([{ name: "Pakiet 8 treningów", price: 960 }]);
});

test("the service the trainer chose stays when she picks a regular; the regular's usual one is offered beside it, one tap away", async ({ page }) => {
  insertClientSessions(
    server.databaseFile,
    "Wiktor Stały",
    [1, 2, 3].map((weeks) => Date.now() - weeks * WEEK),
  );
  await signIn(page, server.url, "/admin/kalendarz/nowa");
  // The choice shows the service's free times at once through the page's code, also when made before it ran
  // (app/agenda/use-choice-made-early.ts; without JavaScript, "Pokaż wolne godziny").
  await page.getByLabel("Usługa").selectOption("trening-w-plenerze");
  await expect(page).toHaveURL(/usluga=trening-w-plenerze/);
  await page
    .getByRole("list", { name: "Stali klienci" })
    .getByRole("link", { name: /Wiktor Stały/ })
    .click();
  await expect(page).toHaveURL(/klient=\d+/);
  // Her choice kept, not replaced by his habit.
  await expect(page.getByLabel("Usługa")).toHaveValue("trening-w-plenerze");
  const usual = page.getByRole("link", { name: "Trening personalny" });
  await expect(page.getByText("Ten klient zwykle rezerwuje:")).toBeVisible();
  await usual.click();
  await expect(page.getByLabel("Usługa")).toHaveValue("trening-personalny");
  await expect(page.getByText("Ten klient zwykle rezerwuje:")).toHaveCount(0);
});
