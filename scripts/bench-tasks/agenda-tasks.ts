// The everyday tasks run from the agenda: today, tomorrow, a date next
// month, a regular's usual session next week and making it weekly, a past
// session, marking today's session, a reminder by SMS, the feed on Android.
import type { Page } from "@playwright/test";
import { bookedByPhone } from "./booked-by-phone.ts";
import { menu, said, weeks, type Task } from "./task.ts";
import type { Thumb } from "./thumb.ts";

const HOUR = 3_600_000;
const jump = (page: Page) => page.getByRole("navigation", { name: "Przejdź do dnia" });

/** The agenda's line of the regular booked in "usual session", in next week's list. */
async function regularsLine(thumb: Thumb, page: Page, name: string) {
  await thumb.tap(weeks(page).getByRole("link", { name: /Następny/ }));
  await weeks(page).getByRole("link", { name: "Dziś", exact: true }).waitFor();
  return page.locator("li.agenda-booking").filter({ hasText: name }).first();
}

export const AGENDA_TASKS: Task[] = [
  {
    name: "Dzisiejsze rezerwacje",
    budget: 0,
    async run(thumb, { page }) {
      // Today's first session still ahead, or today's day when none is (a Sunday, or after the last).
      const ahead = page.locator("section.agenda-day .agenda-entry:visible").first();
      await thumb.look((await ahead.count()) ? ahead : page.locator("section.agenda-day:visible").first());
    },
  },
  {
    name: "Jutro",
    budget: 1,
    async run(thumb, { page, today }) {
      await thumb.tap(jump(page).getByRole("link", { name: "Jutro" }));
      await page.waitForURL(new RegExp(`od=${today.add({ days: 1 })}$`));
      await thumb.look(page.locator(".agenda-day:visible").first());
    },
  },
  {
    name: "Dzień w przyszłym miesiącu",
    budget: 3,
    async run(thumb, { page, today }) {
      const day = today.add({ months: 1 }).with({ day: 17 });
      await thumb.date(jump(page).getByLabel("Dzień w kalendarzu"), day.toString());
      await thumb.tap(jump(page).getByRole("button", { name: "Pokaż dzień" }));
      await page.waitForURL(new RegExp(`od=${day}$`));
      await thumb.look(page.locator(".agenda-day:visible").first());
    },
  },
  {
    name: "Stały klient: zwykły trening w przyszłym tygodniu, w stukniętej wolnej godzinie",
    budget: 4,
    async run(thumb, { page, kept }) {
      await thumb.tap(weeks(page).getByRole("link", { name: /Następny/ }));
      await weeks(page).getByRole("link", { name: "Dziś", exact: true }).waitFor();
      await thumb.tap(
        page
          .getByRole("list", { name: /^Wolne godziny:/ })
          .first()
          .getByRole("link")
          .first(),
      );
      const regular = page.getByRole("list", { name: "Stali klienci" }).getByRole("link").first();
      await regular.waitFor();
      const name = (await regular.evaluate((link) => link.firstChild?.textContent ?? link.textContent ?? "")).trim();
      kept.set("regular", name);
      await thumb.tap(regular);
      await thumb.tap(page.getByRole("button", { name: "Zarezerwuj" }));
      await said(page, name).waitFor();
    },
  },
  {
    name: "Ta rezerwacja co tydzień przez 8 tygodni",
    budget: 4,
    // Right after booking it, on the agenda the booking leads back to.
    continues: true,
    async run(thumb, { page, kept }) {
      const line = page
        .locator("li.agenda-booking")
        .filter({ hasText: kept.get("regular")! })
        .first();
      await thumb.tap(line.locator("summary.agenda-line"));
      await thumb.tap(line.getByRole("link", { name: "Powtarzaj co tydzień" }));
      await thumb.tap(page.getByRole("button", { name: "Sprawdź terminy" }));
      await thumb.tap(page.getByRole("button", { name: "Zapisz serię" }));
      await said(page, /powtarza się co tydzień/).waitFor();
    },
  },
  {
    name: "Trening, który się odbył w zeszłym tygodniu",
    budget: 5,
    async run(thumb, { page, kept }) {
      const line = await regularsLine(thumb, page, kept.get("regular")!);
      await thumb.tap(line.locator("summary.agenda-line"));
      await thumb.tap(line.getByRole("link", { name: "Karta klienta" }));
      kept.set("card", page.url());
      await thumb.tap(page.getByRole("link", { name: "Wpisz trening, który się odbył" }));
      await thumb.tap(page.getByRole("button", { name: "Zapisz trening" }));
      await said(page, /Wpisano trening, który się odbył/).waitFor();
    },
  },
  {
    name: "Dzisiejszy trening: odbył się",
    budget: 2,
    setup: ({ databaseFile }) => bookedByPhone(databaseFile, { name: "Tola Dzisiejsza", email: "tola@example.com", start: Date.now() - HOUR - 60_000 }),
    async run(thumb, { page }) {
      const waiting = page.getByRole("region", { name: /Do oznaczenia/ });
      const fold = waiting.locator("summary").first();
      if (await fold.isVisible()) await thumb.tap(fold);
      await thumb.tap(waiting.getByRole("listitem").filter({ hasText: "Tola Dzisiejsza" }).getByRole("button", { name: "Odbyła się" }));
      await said(page, "Zapisano: spotkanie się odbyło.").waitFor();
    },
  },
  {
    name: "Przypomnienie SMS-em klientowi bez e-maila",
    budget: 3,
    // From 5:00 in Warsaw, before the seeded days' first sessions (7:00) and blocks.
    setup: ({ databaseFile, today }) =>
      bookedByPhone(databaseFile, { name: "Zofia Bezmailowa", email: "", start: Date.parse(`${today.add({ days: 1 })}T04:00:00Z`), tries: 4 }),
    async run(thumb, { page }) {
      await thumb.tap(menu(page).getByRole("link", { name: "Kalendarz", exact: true }));
      await thumb.tap(jump(page).getByRole("link", { name: "Jutro" }));
      // The phone's own SMS app opens with the text typed. The first of the page's two such links: the evening before, the
      // day's list of those to remind ("Przypomnij jutrzejszym") offers it above her line too.
      await thumb.handOver(page.getByRole("link", { name: "Przypomnij SMS-em: Zofia Bezmailowa" }).first());
    },
  },
  {
    name: "Kalendarz w telefonie z Androidem",
    budget: 2,
    async run(thumb, { page }) {
      await page
        .context()
        .route("https://calendar.google.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Kalendarz Google</title>" }));
      await thumb.tap(page.getByRole("navigation", { name: "Ustawienia kalendarza" }).getByRole("link", { name: "Rezerwacje w Twoim kalendarzu" }));
      const [google] = await Promise.all([page.waitForEvent("popup"), thumb.tap(page.getByRole("link", { name: "Android / Kalendarz Google" }))]);
      await google.close();
    },
  },
];
