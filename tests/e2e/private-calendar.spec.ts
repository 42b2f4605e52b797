// The trainer's private calendar blocks times, on a phone: its secret address
// pasted in the booking settings, fetched from a local calendar server, an
// event in it no longer bookable on /rezerwacja and shown in the agenda as
// "zajęte (kalendarz prywatny)"; when the address starts failing the agenda
// says since when and the time stays blocked. The address never shows in
// full on a page nor in the server's log.
import { expect, test, type Page } from "@playwright/test";
import { fromYearZero } from "../support/hostile-calendars";
import { signIn } from "./admin";
import { privateCalendarSite, SECRET } from "./private-calendar-setup";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const { site, calendar } = privateCalendarSite();

/** The first free time of "Trening personalny" on the first bookable Wednesday: its day and the instant the form sends. */
async function firstFreeTime(page: Page): Promise<{ day: string; start: string }> {
  const list = await (await page.request.get("/rezerwacja?usluga=trening-personalny")).text();
  const day = /aria-label="środa[^"]*" href="[^"]*dzien=(\d{4}-\d{2}-\d{2})/.exec(list)![1]!;
  const form = await (await page.request.get(`/rezerwacja?usluga=trening-personalny&dzien=${day}`)).text();
  return { day, start: /name="start" value="([^"]+)"/.exec(form)![1]! };
}

/** A Google-like calendar with one busy hour from `start`, written in UTC. */
function calendarWith(start: string): string {
  const utc = (instant: number) =>
    new Date(instant)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const from = Date.parse(start);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    "UID:dentysta@google.com",
    `DTSTAMP:${utc(Date.now())}`,
    `DTSTART:${utc(from)}`,
    `DTEND:${utc(from + 3_600_000)}`,
    "SUMMARY:Dentysta",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

test("an event in the private calendar blocks its time on /rezerwacja and shows in the agenda, also while the address fails", async ({ page }) => {
  // Its waits for the job's fetches alone allow 25 s (10 + 15), and it took
  // 29.4 s of the default 30 in a fresh-clone CI run: the time its work takes.
  test.slow();
  const { day, start } = await firstFreeTime(page);
  calendar().answer = { kind: "file", text: calendarWith(start), etag: '"v1"' };

  await signIn(page, "", "/admin/tresci/rezerwacje");
  await page.getByLabel("Tajny adres kalendarza").fill(calendar().url());
  await page.getByRole("button", { name: "Zapisz adres" }).click();
  const section = page.locator("#kalendarz-prywatny");
  await expect(section.getByText(/^http:\/\/127\.0\.0\.1:\d+\/…\/basic\.ics/)).toBeVisible();
  // Fetched on saving (or, had the job claimed it first, a moment later).
  await expect(async () => {
    await page.reload();
    await expect(section.getByRole("status")).toHaveText(/Kalendarz prywatny: ostatnio pobrany .*1\snadchodzące wydarzenie\./, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  expect(await page.content()).not.toContain(SECRET);

  // A visitor is no longer offered that time.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await visitor.goto(`${site.url}/rezerwacja?usluga=trening-personalny&dzien=${day}`);
  await expect(visitor.locator('input[name="start"]').first()).toBeAttached();
  await expect(visitor.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);

  // The agenda shows it without its title.
  await page.goto(`/admin/kalendarz?od=${day}`);
  const entry = page.locator('[data-kind="private"]');
  await expect(entry).toHaveText(/zajęte \(kalendarz prywatny\)/);
  await expect(entry).not.toContainText("Dentysta");
  await expect(page.getByRole("status").filter({ hasText: "Kalendarz prywatny" })).toContainText("ostatnio pobrany");

  // The address fails: the job's next fetch says so in the agenda, and the last good copy keeps blocking.
  calendar().answer = { kind: "status", status: 500 };
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Kalendarz prywatny" })).toContainText(
      /nie odpowiada od .*\s—\snadal blokują terminy z\sostatniej dobrej kopii/,
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('[data-kind="private"]')).toHaveText(/zajęte \(kalendarz prywatny\)/);
  await visitor.reload();
  await expect(visitor.locator('input[name="start"]').first()).toBeAttached();
  await expect(visitor.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
  await visitor.close();

  // The trainer may see the titles.
  await page.goto("/admin/kalendarz-prywatny");
  await page.getByLabel("Pokazuj tytuły wydarzeń w kalendarzu w panelu").check();
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.getByText("Kalendarz w panelu pokaże tytuły wydarzeń.")).toBeVisible();
  await page.goto(`/admin/kalendarz?od=${day}`);
  await expect(page.locator('[data-kind="private"]')).toHaveText(/zajęte \(kalendarz prywatny\): Dentysta/);

  expect(await page.content()).not.toContain(SECRET);
  expect(calendar().requests.length).toBeGreaterThan(1);
  expect(site.output.join("\n")).not.toContain(SECRET);
});

test("the panel names the events the copy leaves out, and never says the calendar works while it does", async ({ page }) => {
  calendar().answer = { kind: "file", text: fromYearZero(Date.now()) };
  await signIn(page);
  await expect(async () => {
    await page.goto("/admin/kalendarz-prywatny");
    await expect(page.locator("#kalendarz-prywatny").getByRole("status")).toContainText(
      "Pominięto 1 wydarzenie: „Joga” (powtarza się częściej niż raz na minutę).",
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(page.locator("#kalendarz-prywatny").getByRole("status")).toHaveAttribute("data-failing", "true");
  await page.goto("/admin/kalendarz");
  await expect(page.getByRole("status").filter({ hasText: "Kalendarz prywatny" })).toContainText("Pominięto 1 wydarzenie: „Joga”");
});
