// The clients' tasks of issue 78, on the regular's own phone (390 × 844,
// touch), each from /moje-treningi: signing in with the link from the
// mail, three sets of today's workout logged without signal, a measurement,
// a seat in the group the trainer opened, and a session booked with the
// voucher she sold. Each within two screens and six taps.
import type { Page } from "@playwright/test";
import { coachedClient } from "./coached-client.ts";
import { GROUP_TITLE } from "./sales-tasks.ts";
import type { Task } from "./task.ts";

const SIGN_IN_LINK = /https?:\/\/\S+\/moje-treningi\/wejscie\/[\w-]+/;

const status = (page: Page, region: string, text: RegExp) => page.getByRole("region", { name: region }).getByRole("status").filter({ hasText: text });

export const CLIENT_TASKS: Task[] = [
  {
    name: "Klient: logowanie linkiem z e-maila",
    as: "client",
    budget: 6,
    setup: async (context) => void (await coachedClient(context)),
    async run(thumb, context) {
      const { page, mails } = context;
      const { email } = await coachedClient(context);
      await thumb.tap(page.getByLabel("Twój e-mail"));
      await thumb.type(page.getByLabel("Twój e-mail"), email);
      await thumb.tap(page.getByRole("button", { name: "Wyślij link" }));
      let link: string | undefined;
      while (
        !(link = mails()
          .findLast((mail) => mail.to.includes(email) && SIGN_IN_LINK.test(mail.text))
          ?.text.match(SIGN_IN_LINK)?.[0])
      )
        await page.waitForTimeout(100);
      // The tap on the link in the mail app.
      await thumb.handOver(page.getByRole("status"));
      await page.goto(link);
      await thumb.tap(page.getByRole("button", { name: "Wejdź" }));
      await page.getByRole("heading", { name: "Najbliższe treningi" }).waitFor();
    },
  },
  {
    name: "Klient: 3 serie bez zasięgu",
    as: "client",
    budget: 6,
    async run(thumb, { page }) {
      const workout = page.getByRole("region", { name: "Dzisiejszy trening" });
      await workout.getByRole("button", { name: "Zapisz serię 1" }).first().waitFor();
      await page.context().setOffline(true);
      const exercise = workout
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: "Zapisz serię 1" }) })
        .first();
      for (const set of [1, 2, 3]) await thumb.tap(exercise.getByRole("button", { name: `Zapisz serię ${set}` }));
      await status(page, "Dzisiejszy trening", /3 serie czekają na wysłanie/).waitFor();
      await page.context().setOffline(false);
      await status(page, "Dzisiejszy trening", /Wszystkie serie wysłane/).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "Klient: nowy pomiar",
    as: "client",
    budget: 6,
    async run(thumb, { page }) {
      await thumb.tap(page.getByRole("navigation", { name: "Na tej stronie" }).getByRole("link", { name: "Postępy" }));
      const progress = page.getByRole("region", { name: "Postępy" });
      await thumb.tap(progress.getByLabel("Waga (kg)"));
      await thumb.type(progress.getByLabel("Waga (kg)"), "77,6");
      await thumb.tap(progress.getByRole("button", { name: "Zapisz pomiar" }));
      await status(page, "Postępy", /Pomiar zapisany/).waitFor();
    },
  },
  {
    name: "Klient: miejsce w zajęciach grupowych",
    as: "client",
    budget: 6,
    async run(thumb, { page }) {
      // The site's menu behind its button on a phone.
      await thumb.tap(page.locator("button.menu-button"));
      await thumb.tap(page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Zajęcia", exact: true }));
      await thumb.tap(
        page
          .getByRole("region", { name: GROUP_TITLE })
          .getByRole("link", { name: /^Zarezerwuj miejsce/ })
          .first(),
      );
      await thumb.tap(page.getByRole("button", { name: "Rezerwuję i płacę" }));
      await page.waitForURL(/\/rezerwacja\/[^/?]+\?nowa$/);
    },
  },
  {
    name: "Klient: trening z bonu podarunkowego",
    as: "client",
    budget: 6,
    async run(thumb, { page, kept }) {
      await thumb.tap(page.getByRole("navigation", { name: "Na tej stronie" }).getByRole("link", { name: "Terminy" }));
      await thumb.tap(page.getByRole("link", { name: "Zarezerwuj kolejny trening" }));
      await thumb.tap(page.getByRole("link", { name: /wolnych terminów|wolne terminy/ }).first());
      await thumb.tap(page.getByRole("radio").first());
      await thumb.tap(page.getByLabel(/Mam bon podarunkowy/));
      await thumb.type(page.getByLabel(/Mam bon podarunkowy/), kept.get("voucher")!);
      await thumb.tap(page.getByRole("button", { name: "Rezerwuję i płacę" }));
      await page.waitForURL(/\/rezerwacja\/[^/?]+\?nowa$/);
    },
  },
];
