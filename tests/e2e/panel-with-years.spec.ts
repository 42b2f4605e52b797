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
import { ADMIN_ENV, signIn } from "./admin";
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
