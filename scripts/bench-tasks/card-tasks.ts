// The everyday tasks run from a client's card and the working hours: add a
// client, sell a package (a double tap), correct its price, remove it, one
// day off (and, when it falls over bookings, cancel them all), Saturday's hours.
import type { Page } from "@playwright/test";
import { menu, openListedCard, said, type Task } from "./task.ts";
import type { Thumb } from "./thumb.ts";

/** The regular's card from the menu: the list is ordered by the latest activity, and they were just booked. */
async function regularsCard(thumb: Thumb, page: Page, name: string) {
  await thumb.tap(menu(page).getByRole("link", { name: "Klienci", exact: true }));
  await openListedCard(thumb, page, name);
}

async function workingHours(thumb: Thumb, page: Page) {
  await thumb.tap(page.getByRole("link", { name: "Godziny pracy i dni wolne" }));
  await page.getByRole("heading", { level: 1, name: "Godziny pracy i dni wolne" }).waitFor();
}

export const CARD_TASKS: Task[] = [
  {
    name: "Nowy klient bez rezerwacji",
    budget: 3,
    async run(thumb, { page }) {
      await thumb.tap(menu(page).getByRole("link", { name: "Klienci", exact: true }));
      await thumb.tap(page.getByRole("link", { name: "Dodaj klienta" }));
      await thumb.type(page.getByLabel("Imię i nazwisko"), "Marek Z Siłowni");
      await thumb.type(page.getByLabel("Telefon"), "502 503 504");
      await thumb.tap(page.getByRole("button", { name: "Dodaj klienta" }));
      await said(page, "Dodano kartę: Marek Z Siłowni.").waitFor();
    },
  },
  {
    name: "Sprzedaż pakietu (podwójne stuknięcie: jedna sprzedaż)",
    budget: 4,
    async run(thumb, { page, kept }) {
      await regularsCard(thumb, page, kept.get("regular")!);
      await thumb.tap(page.getByText("Sprzedaj pakiet"));
      const save = page.getByRole("button", { name: "Zapisz sprzedaż" });
      await thumb.tap(save);
      await save.dblclick().catch(() => undefined);
      await said(page, /Zapisano sprzedaż/).waitFor();
    },
  },
  {
    name: "Poprawa ceny pakietu",
    budget: 4,
    async run(thumb, { page, kept }) {
      await regularsCard(thumb, page, kept.get("regular")!);
      const fold = page
        .locator("details.packages-fold")
        .filter({ has: page.getByText("Popraw pakiet", { exact: true }) })
        .first();
      await thumb.tap(fold.getByText("Popraw pakiet", { exact: true }));
      await thumb.type(fold.getByLabel("Cena (zł)"), "960");
      await thumb.tap(fold.getByRole("button", { name: "Zapisz poprawkę" }));
      await said(page, "Pakiet poprawiony.").waitFor();
    },
  },
  {
    name: "Usunięcie pakietu zapisanego przez pomyłkę",
    budget: 4,
    async run(thumb, { page, kept }) {
      await regularsCard(thumb, page, kept.get("regular")!);
      const item = page.locator(".packages-item").first();
      await thumb.tap(item.getByText("Usuń pakiet…"));
      await thumb.type(item.getByLabel("Powód (np. zapisany przez pomyłkę)"), "zapisany przez pomyłkę");
      await thumb.tap(item.getByRole("button", { name: "Usuń pakiet", exact: true }));
      await said(page, "Pakiet usunięty.").waitFor();
    },
  },
  {
    name: "Jeden dzień wolny (za trzy tygodnie)",
    // The page's link, the phone's date picker (open, choose: two, as the thumb counts a date) and the button. Set at 3
    // when the task was written, it counted the date as one: no page can offer a day three weeks ahead in fewer.
    budget: 4,
    async run(thumb, { page, today }) {
      await workingHours(thumb, page);
      await thumb.date(page.getByLabel("Dzień", { exact: true }), today.add({ weeks: 3 }).toString());
      await thumb.tap(page.getByRole("button", { name: "Ustaw dzień wolny" }));
      await said(page, "Zapisano dzień wolny").waitFor();
    },
  },
  {
    name: "Chory dzień: dzień wolny dziś, odwołaj wszystkie i powiadom",
    // Two on the working hours' page (issue 58), and the tap that opens it.
    budget: 3,
    async run(thumb, { page }) {
      await workingHours(thumb, page);
      // The day's field starts at today: the rest of today's sessions.
      await thumb.tap(page.getByRole("button", { name: "Ustaw dzień wolny" }));
      const cancelAll = page.getByRole("button", { name: "Odwołaj wszystkie i powiadom" });
      if (await cancelAll.count()) {
        await thumb.tap(cancelAll);
        await said(page, /^Odwołano/).waitFor();
      }
    },
  },
  {
    name: "Godziny pracy w sobotę",
    budget: 4,
    async run(thumb, { page }) {
      await workingHours(thumb, page);
      const saturday = page.getByLabel("Sobota", { exact: true });
      await thumb.tap(saturday);
      await thumb.type(saturday, "9-13");
      await thumb.tap(page.getByRole("button", { name: "Zapisz godziny" }));
      await said(page, "Zapisano nowe godziny: sobota.").waitFor();
    },
  },
];
