// The panel as the trainer meets it after two years of use (`npm run
// seed:years -- 2`: about 100 clients, 2 600 bookings, 250 packages), on a
// 390 × 844 phone: what each page is for is within its first screens, not
// under notices and lists the years piled up.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_ENV, expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { ownServer } from "./site";

const SCREEN = { width: 390, height: 844 };

const databaseFile = path.join(tmpdir(), `site-years-${randomUUID()}.db`);
const server = ownServer(async () => {
  await promisify(execFile)(process.execPath, ["scripts/seed-years.ts", "2"], { env: { ...process.env, DATABASE_URL: databaseFile } });
  return { ...ADMIN_ENV, DATABASE_URL: databaseFile };
});
// After ownServer's own afterAll has stopped the server: the seeded file and its log files.
test.afterAll(() => Promise.all(["", "-wal", "-shm"].map((suffix) => rm(databaseFile + suffix, { force: true }))));

test.use({ viewport: SCREEN });
// Both tests in one worker, one after the other: each worker seeds two years of its own (7 s of CPU) otherwise.
test.describe.configure({ mode: "default" });

/** How many screens down `target`'s top is, on the page as it loaded (0 = within the first screen). */
async function screensDown(page: Page, target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error("not shown");
  const scrolled = await page.evaluate(() => window.scrollY);
  return Math.floor((box.y + scrolled) / SCREEN.height);
}

test("after two years: today's first booking in the first screen of Kalendarz, the week grid within two, the month's payments in the first", async ({
  page,
}) => {
  await signIn(page, server.url);
  // Today's first booking; on a day without any (a closed Sunday, its week's last), today itself: Kalendarz always opens on today.
  const today = page.getByRole("region", { name: /^Dziś, / });
  await expect(today).toBeVisible();
  const firstBooking = today.locator(".agenda-entry").first();
  expect(await screensDown(page, (await firstBooking.count()) ? firstBooking : today)).toBe(0);

  await page.goto("/admin/kalendarz?widok=tydzien");
  const grid = page.locator("table.agenda-grid");
  await expect(grid).toBeVisible();
  expect(await screensDown(page, grid)).toBeLessThanOrEqual(1);

  await page.goto("/admin/platnosci");
  const summary = page.getByRole("region", { name: /^Podsumowanie/ });
  await expect(summary.getByRole("table").first()).toBeVisible();
  expect(await screensDown(page, summary.getByRole("table").first())).toBe(0);
  expect(await screensDown(page, page.getByRole("link", { name: /CSV/ }))).toBeLessThanOrEqual(1);
});

test("after two years: the inbox's newest enquiry, the first client card, a photo, the texts and push in the first screen", async ({ page }) => {
  await signIn(page, server.url);
  const pages: [string, (page: Page) => Locator][] = [
    ["/admin", (page) => page.getByRole("main").getByRole("table").getByRole("row").nth(1)],
    ["/admin/klienci", (page) => page.getByRole("main").getByRole("listitem").first()],
    // The library's pictures are decorative beside their facts (alt=""): found as images, not by role.
    ["/admin/zdjecia", (page) => page.locator("main img").first()],
    ["/admin/tresci", (page) => page.getByRole("main").getByRole("link").first()],
    ["/admin/powiadomienia", (page) => page.getByRole("main").getByRole("button").first()],
  ];
  for (const [address, firstThing] of pages) {
    await page.goto(address);
    const target = firstThing(page);
    await expect(target, address).toBeVisible();
    expect(await screensDown(page, target), address).toBe(0);
  }
});

/** The Warsaw month ("2026-11") of an instant. */
const warsawMonth = (at: string | number) => new Date(at).toLocaleString("sv-SE", { timeZone: "Europe/Warsaw" }).slice(0, 7);

test("the year at a glance: 12 months of payments, each bar the ledger's own sum for its month, within a 390 px screen", async ({ page }) => {
  await signIn(page, server.url);
  await page.goto("/admin/platnosci");
  await page.getByRole("link", { name: "Rok w liczbach →" }).click();
  await expect(page).toHaveURL(/\/admin\/platnosci\/rok$/);
  const bars = page.locator('svg[data-chart="revenue"] rect');
  await expect(bars).toHaveCount(12);
  const drawn = await bars.evaluateAll((rects) => rects.map((rect) => ({ value: Number(rect.dataset.value), height: Number(rect.getAttribute("height")) })));

  // The ledger's money per Warsaw month: payments less refunds, none undone, a voucher's use no money.
  const entries = withDatabase(databaseFile, (db) =>
    db.prepare("select at, kind, amount from ledger_entries where voided_at is null and method != 'voucher'").all(),
  ) as { at: string; kind: string; amount: number }[];
  const now = warsawMonth(Date.now());
  const months = Array.from({ length: 12 }, (_, index) => {
    const [year, month] = now.split("-").map(Number) as [number, number];
    const back = new Date(Date.UTC(year, month - 1 - (11 - index), 15));
    return back.toISOString().slice(0, 7);
  });
  const sums = months.map((month) =>
    entries.filter((entry) => warsawMonth(entry.at) === month).reduce((sum, entry) => sum + (entry.kind === "refund" ? -entry.amount : entry.amount), 0),
  );
  expect(drawn.map((bar) => bar.value)).toEqual(sums);
  // Two years of a business: money every month but the current one perhaps.
  expect(sums.slice(0, 11).every((sum) => sum > 0)).toBe(true);
  // Each bar as tall as its value: the tallest's share.
  const tallest = drawn.reduce((top, bar) => (bar.value > top.value ? bar : top));
  for (const bar of drawn) expect(bar.height / tallest.height).toBeCloseTo(bar.value / tallest.value, 2);

  await expect(page.locator('svg[data-chart="held"] rect')).toHaveCount(52);
  for (const chart of ["firstTime", "lost"]) await expect(page.locator(`svg[data-chart="${chart}"] rect`)).toHaveCount(12);
  // The values as a table, one tap away.
  await page.getByText("Wartości w tabeli").first().click();
  await expect(page.getByRole("table").first().getByRole("row")).toHaveCount(13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
  await expectNoAxeViolations(page);
});
