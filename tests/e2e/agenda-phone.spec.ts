// The agenda as the trainer uses it on a phone (390 × 844, touch): sessions
// to mark on top whatever week is shown, closed days said so, the week's
// buttons inside the screen, every control a thumb's size. On a server of
// its own; the page without JavaScript is tests/requests/agenda-phone.spec.ts,
// the calendar feed on the phone tests/e2e/calendar-feed-phone.spec.ts.
import { expect, test } from "@playwright/test";
import { PANEL_ENV, expectNoAxeViolations, openAgendaEntry, signIn } from "./admin";
import { escapeRegExp, ownServer } from "./site";
import { expectNothingWiderThanTheScreen, expectThumbSizedControls } from "./phone-checks";
import { insertAgendaSession } from "./agenda-sessions";
import { Temporal } from "temporal-polyfill";

const HOUR = 3_600_000;

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);

/** A confirmed session written straight into the test server's database. */
const insertSession = (start: number, name: string, email?: string) => insertAgendaSession(server.databaseFile, start, name, email);

test("yesterday's session waits under „Do oznaczenia” at the top, in any week, and one tap marks it", async ({ page }) => {
  insertSession(Date.now() - 26 * HOUR, "Ewa Wczorajsza");
  await signIn(page, server.url);
  for (const week of ["/admin/kalendarz", "/admin/kalendarz?od=2031-06-02"]) {
    await page.goto(week);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("Do oznaczenia (1)");
    await expect(page.getByRole("region", { name: /Do oznaczenia/ }).getByRole("listitem")).toContainText("Ewa Wczorajsza");
  }
  const entry = page
    .getByRole("region", { name: /Do oznaczenia/ })
    .getByRole("listitem")
    .filter({ hasText: "Ewa Wczorajsza" });
  await expect(entry).toBeInViewport();
  await entry.getByRole("button", { name: "Odbyła się" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano: spotkanie się odbyło." })).toBeVisible();
  await expect(page).toHaveURL(/od=2031-06-02/);
  await expect(page.getByRole("region", { name: /Do oznaczenia/ })).toHaveCount(0);
});

test("today comes first; the week's earlier days are folded, their sessions one tap away", async ({ page }) => {
  await signIn(page, server.url);
  const days = page.locator(".agenda-day:visible h3");
  await expect(days.first()).toHaveText(/^Dziś, /);
  const earlier = page.locator("details").filter({ has: page.getByText(/^Wcześniej w tym tygodniu/) });
  // On a Monday nothing comes before today; otherwise the earlier days open from their fold.
  if (await earlier.count()) {
    await earlier.locator("summary").tap();
    await expect(earlier.locator(".agenda-day").first()).toBeVisible();
  }
});

/** 10:00 in Warsaw on `date`, as the instant insertSession takes. */
const tenOClock = (date: Temporal.PlainDate) =>
  Temporal.ZonedDateTime.from({ year: date.year, month: date.month, day: date.day, hour: 10, timeZone: "Europe/Warsaw" }).epochMilliseconds;

test("tomorrow is one tap from the agenda, a date next month three (the date field, the date, „Pokaż”), each day on top", async ({ page }) => {
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  const [tomorrow, nextMonth] = [today.add({ days: 1 }), today.add({ months: 1 }).with({ day: 17 })];
  insertSession(tenOClock(tomorrow), "Jola Jutrzejsza");
  insertSession(tenOClock(nextMonth), "Monika Miesięczna");
  await signIn(page, server.url);
  const jump = page.getByRole("navigation", { name: "Przejdź do dnia" });
  const firstDay = page.locator(".agenda-day:visible").first();

  await jump.getByRole("link", { name: "Jutro" }).tap();
  await expect(page).toHaveURL(new RegExp(`od=${tomorrow}$`));
  await expect(firstDay).toContainText("Jola Jutrzejsza");
  await expect(firstDay.getByText("Jola Jutrzejsza")).toBeInViewport();
  await expect(jump.getByRole("link", { name: "Jutro" })).toHaveAttribute("aria-current", "date");

  await jump.getByLabel("Dzień w kalendarzu").tap();
  await jump.getByLabel("Dzień w kalendarzu").fill(nextMonth.toString());
  await jump.getByRole("button", { name: "Pokaż dzień" }).tap();
  await expect(page).toHaveURL(new RegExp(`od=${nextMonth}$`));
  await expect(firstDay.getByRole("heading")).toHaveText(/17 /);
  await expect(firstDay).toContainText("Monika Miesięczna");

  await jump.getByRole("link", { name: "Dziś" }).tap();
  await expect(firstDay.getByRole("heading")).toHaveText(/^Dziś, /);
  await expectNothingWiderThanTheScreen(page);
  await expectThumbSizedControls(jump);
});

test("a client without e-mail is reminded from the trainer's phone in three taps: SMS or WhatsApp, the message already typed", async ({ page }) => {
  const tomorrow = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 1 });
  insertSession(tenOClock(tomorrow).valueOf() + 2 * HOUR, "Zofia Bezmailowa", "");
  await signIn(page, server.url, "/admin/klienci");
  await page.getByRole("navigation").getByRole("link", { name: "Kalendarz", exact: true }).tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);
  await page.getByRole("navigation", { name: "Przejdź do dnia" }).getByRole("link", { name: "Jutro" }).tap();
  await expect(page).toHaveURL(new RegExp(`od=${tomorrow}$`));
  const day = page.locator(".agenda-day:visible").first();
  const entry = day.locator("li.agenda-booking").filter({ hasText: "Zofia Bezmailowa" });
  await expect(entry.getByRole("link", { name: "Napisz e-mail" })).toHaveCount(0);

  // Tomorrow's clients without e-mail are listed once each, above the day's lines (issue 46).
  const reminders = day.getByRole("region", { name: "Przypomnij", exact: true });
  const sms = reminders.getByRole("link", { name: "Przypomnij SMS-em: Zofia Bezmailowa" });
  await expect(sms).toBeVisible();
  const href = (await sms.getAttribute("href"))!;
  expect(href).toMatch(/^sms:\+48600100200\?&body=/);
  const weekday = ["w poniedziałek", "we wtorek", "w środę", "w czwartek", "w piątek", "w sobotę", "w niedzielę"][tomorrow.dayOfWeek - 1];
  const month = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"][
    tomorrow.month - 1
  ];
  const said = `Dzień dobry! Przypominam o naszym spotkaniu ${weekday}, ${tomorrow.day} ${month}, o 12:00 (Trening personalny, Studio). Gdyby coś się zmieniło, proszę o wiadomość.`;
  const text = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body")!;
  // With her booking's own page: without e-mail she cannot sign in to /moje-treningi.
  expect(text).toMatch(new RegExp(`^${escapeRegExp(said)} Twoja rezerwacja: ${escapeRegExp(server.url)}/rezerwacja/[\\w-]+$`));
  const whatsApp = new URL((await reminders.getByRole("link", { name: "Przypomnij przez WhatsApp: Zofia Bezmailowa" }).getAttribute("href"))!);
  expect(whatsApp.origin + whatsApp.pathname).toBe("https://wa.me/48600100200");
  expect(whatsApp.searchParams.get("text")).toBe(text);
  // Clients with an e-mail get it by mail: no reminder from the phone is offered them.
  await expect(page.getByRole("link", { name: /^Przypomnij SMS-em/ })).toHaveCount(1);

  // Cancelling promises no mail the site cannot send: the phone tells her, the text typed.
  await openAgendaEntry(entry);
  const cancel = entry.locator("details.agenda-cancel").filter({ has: page.getByText("Odwołaj…", { exact: true }) });
  await cancel.getByText("Odwołaj…").tap();
  await expect(cancel.getByText("Ten klient nie ma adresu e-mail: strona go nie powiadomi.")).toBeVisible();
  await expect(cancel.getByLabel(/Wiadomość do klienta/)).toHaveCount(0);
  await expect(entry.getByRole("button", { name: /powiadom/ })).toHaveCount(0);
  const cancelSms = (await cancel.getByRole("link", { name: "Napisz SMS o odwołaniu" }).getAttribute("href"))!;
  expect(new URLSearchParams(cancelSms.slice(cancelSms.indexOf("?") + 1)).get("body")).toBe(
    `Dzień dobry! Niestety muszę odwołać nasze spotkanie ${weekday}, ${tomorrow.day} ${month}, o 12:00. Odezwę się, aby ustalić nowy termin.`,
  );
});

test("a day with three bookings fits the phone's screen as three lines; a tap unfolds one with its actions", async ({ page }) => {
  const day = Temporal.PlainDate.from("2031-06-04");
  for (const [hour, name] of [
    [0, "Ala Poranna"],
    [3, "Basia Południowa"],
    [8, "Celina Wieczorna"],
  ] as const)
    insertSession(tenOClock(day) + hour * HOUR, name);
  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  const lines = page.locator(".agenda-day:visible").first().locator("summary.agenda-line");
  await expect(lines).toHaveText([/^10:00–11:00\s*Ala Poranna/, /^13:00–14:00\s*Basia Południowa/, /^18:00–19:00\s*Celina Wieczorna/]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The day from its heading down fits one screen. (What waits above it depends on the calendar: when the earlier
  // tests' "tomorrow" is a Sunday, "2 rezerwacje do decyzji" came first and pushed the third line half off the screen.)
  await page
    .locator(".agenda-day:visible")
    .first()
    .getByRole("heading")
    .first()
    .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  for (const line of await lines.all()) await expect(line).toBeInViewport({ ratio: 1 });

  await lines.nth(1).tap();
  const basia = page.getByRole("listitem").filter({ hasText: "Basia Południowa" });
  await expect(basia.getByRole("link", { name: /Zadzwoń/ })).toBeVisible();
  await expect(basia.getByText("Odwołaj…")).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "Ala Poranna" })
      .getByRole("link", { name: /Zadzwoń/ }),
  ).toHaveCount(0);
});

test("a holiday week marks its closed days in words; the week's buttons fit the screen at its top and bottom", async ({ page }) => {
  await signIn(page, server.url, "/admin/kalendarz?od=2031-12-22");
  await expect(page.getByRole("heading", { name: "Tydzień 22–28 grudnia 2031" })).toBeVisible();
  const christmas = page.getByRole("region", { name: /czwartek, 25 grudnia/ });
  await expect(christmas).toContainText("zamknięte");
  await expect(christmas).toContainText("Święto: Boże Narodzenie");
  await expect(christmas).not.toContainText("Brak rezerwacji");
  await expect(page.getByRole("region", { name: /niedziela, 28 grudnia/ })).toContainText("Nie pracujesz w niedziele");
  await expect(page.getByRole("region", { name: /poniedziałek, 22 grudnia/ })).toContainText("Brak rezerwacji.");

  for (const name of ["Tygodnie", "Tygodnie, pod listą dni"]) {
    const weeks = page.getByRole("navigation", { name, exact: true });
    await expect(weeks.getByRole("link")).toHaveText([/Poprzedni/, "Dziś", /Następny/]);
    for (const link of await weeks.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  }
  await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
  await expectNothingWiderThanTheScreen(page);
  await expectThumbSizedControls(page.getByRole("main"));
  await expectNoAxeViolations(page);

  await page
    .getByRole("navigation", { name: "Tygodnie", exact: true })
    .getByRole("link", { name: /Następny/ })
    .tap();
  await expect(page).toHaveURL(/od=2031-12-29/);
  await expect(page.getByRole("region", { name: /czwartek, 1 stycznia/ })).toContainText("Święto: Nowy Rok");
});
