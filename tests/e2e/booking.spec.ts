// A visitor books a session at /rezerwacja, gets the mail, cancels from its
// link and sees the time free again; with and without JavaScript, on a phone
// and a desktop, on a server of its own (bookings change the calendar). The
// booking's link checked over HTTP alone is tests/requests/booking.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations, withDatabase } from "./admin";
import { PHONE_WIDTH, smallTargets } from "./phone-fit";
import { ownServerWithMail, TRAINER } from "./mail-server";

test.describe.configure({ mode: "serial" });

const { sink, server } = ownServerWithMail();

function mailTo(address: string, subject: RegExp) {
  return waitFor(() => sink().messages.find((message) => message.envelope.to.includes(address) && subject.test(message.header("subject") ?? "")), {
    what: `a mail to ${address} matching ${subject}`,
  });
}

type Booked = { manageUrl: string; start: string; dayHref: string };

/** The page's answer to the form just sent is on the screen, and (where scripts run) has focus, so that a screen reader reads it. */
async function expectAnswerInView(page: Page, text: RegExp, javaScript: boolean) {
  const answer = page.getByRole("status").filter({ hasText: text });
  await expect(answer).toBeInViewport();
  if (javaScript) await expect(answer).toBeFocused();
}

/** The visitor's path: service, day, time, details, "Rezerwuję i płacę"; the keyboard alone where JavaScript runs. */
async function book(page: Page, { email, dayIndex, javaScript }: { email: string; dayIndex: number; javaScript: boolean }): Promise<Booked> {
  await page.goto("/rezerwacja");
  const service = page.getByRole("link", { name: /Trening personalny/ });
  await service.click();
  await expect(service).toHaveAttribute("aria-current", "true");
  if (javaScript) await expect(page.getByRole("heading", { name: "2. Dzień" })).toBeFocused();
  const day = page.getByRole("link", { name: /wolnych terminów|wolne terminy|wolny termin/ }).nth(dayIndex);
  const dayHref = (await day.getAttribute("href"))!;
  if (javaScript) {
    await day.focus();
    await page.keyboard.press("Enter");
    // Focus moves to the times, announced by their heading.
    await expect(page.getByRole("heading", { name: "3. Godzina" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio").first()).toBeFocused();
    await page.keyboard.press("Space");
  } else {
    await day.click();
    await page.getByRole("radio").first().check();
  }
  const start = (await page.getByRole("radio").first().getAttribute("value"))!;
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByLabel("Imię i nazwisko").fill("Zofia Żak");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefon").fill("600 100 200");
  if (javaScript) await page.getByLabel("Telefon").press("Enter");
  else await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/\d+-[\w-]+\?nowa$/);
  // The answer is on the screen, not screens above the button (issue 58), and has focus where scripts run.
  await expectAnswerInView(page, /^Zarezerwowano!/, javaScript);
  return { manageUrl: new URL(page.url()).pathname, start, dayHref };
}

for (const { width, javaScript, dayIndex } of [
  { width: 390, javaScript: true, dayIndex: 0 },
  { width: 1280, javaScript: true, dayIndex: 1 },
  { width: 390, javaScript: false, dayIndex: 2 },
  { width: 1280, javaScript: false, dayIndex: 3 },
]) {
  test.describe(`at ${width} px ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width, height: 844 }, javaScriptEnabled: javaScript });

    test("book, get the mail with the calendar file, cancel from its link, and the time is free again", async ({ page }) => {
      const email = `klient-${width}-${javaScript}@example.com`;
      const booked = await book(page, { email, dayIndex, javaScript });
      await expect(page.getByText("Trening personalny", { exact: true })).toBeVisible();
      // axe-core runs as a script in the page: checked where scripts run.
      if (javaScript) await expectNoAxeViolations(page);
      // The booking's own page: a thumb's target for every control on a phone (it opens every fold; the page is left next).
      if (width === PHONE_WIDTH) expect(await smallTargets(page, { rule: "wcag" })).toEqual([]);

      const confirmation = await mailTo(email, /^Potwierdzenie rezerwacji: Trening personalny/);
      expect(confirmation.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(confirmation.text).toContain(booked.manageUrl);
      await mailTo(TRAINER, /^Nowa rezerwacja: Trening personalny — Zofia Żak/);

      // The time is no longer offered to anyone else.
      await page.goto(booked.dayHref);
      await expect(page.locator(`input[name="start"][value="${booked.start}"]`)).toHaveCount(0);

      const link = confirmation.text.match(/http:\/\/127\.0\.0\.1:\d+(\/rezerwacja\/[\w-]+)/)![1]!;
      await page.goto(link);
      await page.getByText("Odwołaj rezerwację", { exact: true }).click();
      await page.getByRole("button", { name: "Tak, odwołaj" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");
      await expectAnswerInView(page, /^Rezerwacja została odwołana/, javaScript);
      await mailTo(email, /^Rezerwacja odwołana/);

      await page.goto(booked.dayHref);
      await expect(page.locator(`input[name="start"][value="${booked.start}"]`)).toHaveCount(1);
    });
  });
}

test("a time taken a moment earlier is refused with the nearest free ones, and nothing typed is lost", async ({ browser }) => {
  const [first, second] = await Promise.all([browser.newPage(), browser.newPage()]);
  const day = `/rezerwacja?usluga=trening-personalny&dzien=`;
  await first.goto("/rezerwacja?usluga=trening-personalny");
  const href = (await first
    .getByRole("link", { name: /wolnych terminów/ })
    .nth(4)
    .getAttribute("href"))!;
  expect(href.startsWith(day)).toBe(true);
  for (const page of [first, second]) {
    await page.goto(href);
    await page.getByRole("radio").first().check();
    await page.getByLabel("Imię i nazwisko").fill(page === first ? "Pierwsza Osoba" : "Druga Osoba");
    await page.getByLabel("E-mail").fill(page === first ? "pierwsza@example.com" : "druga@example.com");
    await page.getByLabel("Telefon").fill("500 200 300");
    await page.getByLabel("Uwagi").fill("Proszę o salę z lustrem.");
  }
  // The second person agrees to be asked for a review (the box starts unticked, issue 80).
  await second.getByLabel(/^Po kilku treningach możesz poprosić mnie raz o\sopinię/).check();
  await first.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(first).toHaveURL(/\?nowa$/);
  await second.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(second.getByRole("alert")).toHaveText(/Ten termin jest już zajęty/);
  await expect(second.getByText("Najbliższe wolne terminy:")).toBeVisible();
  expect(await second.getByRole("radio").count()).toBeGreaterThan(0);
  await expect(second.getByLabel("Imię i nazwisko")).toHaveValue("Druga Osoba");
  await expect(second.getByLabel("Uwagi")).toHaveValue("Proszę o salę z lustrem.");
  await expect(second.getByLabel(/^Po kilku treningach możesz poprosić mnie raz o\sopinię/)).toBeChecked();
  // One of the alternatives books at once.
  await second.getByRole("radio").first().check();
  await second.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(second).toHaveURL(/\?nowa$/);
  const agreed = withDatabase(server.databaseFile, (db) =>
    db
      .prepare("select email, review_consent_at is not null as agreed from clients where email in ('pierwsza@example.com', 'druga@example.com') order by email")
      .all(),
  );
  expect(agreed).toEqual([
    { email: "druga@example.com", agreed: 1 },
    { email: "pierwsza@example.com", agreed: 0 },
  ]);
});

test("a booking moved from its page frees the old time, holds the new one and sends a new confirmation", async ({ page }) => {
  const booked = await book(page, { email: "przenosi@example.com", dayIndex: 6, javaScript: true });
  // A client navigation moves the focus to the step; before React has the page, the link would load it whole.
  await page.getByRole("link", { name: "Zmień termin" }).click();
  await expect(page.getByRole("heading", { name: "Nowy dzień" })).toBeFocused();
  const newDay = page.getByRole("link", { name: /wolnych terminów|wolne terminy|wolny termin/ }).nth(7);
  const newDate = (await newDay.getAttribute("href"))!.match(/dzien=([\d-]+)/)![1];
  await newDay.click();
  await expect(page.getByRole("heading", { name: "Nowa godzina" })).toBeFocused();
  const target = page.getByRole("radio").first();
  const newStart = (await target.getAttribute("value"))!;
  await target.check();
  await page.getByRole("button", { name: "Przenieś na wybraną godzinę" }).click();
  await expect(page).toHaveURL(/\?przeniesiona$/);
  await expectAnswerInView(page, /^Termin został zmieniony/, true);
  await mailTo("przenosi@example.com", /^Zmiana terminu: Trening personalny/);

  await page.goto(booked.dayHref);
  await expect(page.locator(`input[name="start"][value="${booked.start}"]`)).toHaveCount(1);
  await page.goto(`/rezerwacja?usluga=trening-personalny&dzien=${newDate}`);
  await expect(page.locator(`input[name="start"][value="${newStart}"]`)).toHaveCount(0);
});
