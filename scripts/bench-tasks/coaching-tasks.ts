// The coaching tasks of issue 78. A plan, from the card the first card task
// added (a client new to the trainer, with no plan yet): three days and
// fifteen exercises, each day's exercises ticked at once in the picker (the
// select a row had taken 96 taps). Its rows and the three days' pickers are
// longer than two screens by nature: its own screens budget. A diet of four
// meals and two supplements for the regular of the clients' tasks, filled
// top to bottom and saved once (the page had lost the meals).
import type { Locator, Page } from "@playwright/test";
import { coachedClient } from "./coached-client.ts";
import { menu, openListedCard, said, type Task } from "./task.ts";
import type { Thumb } from "./thumb.ts";

const DAYS = [
  ["Przysiad ze sztangą z tyłu", "Wyciskanie sztangi leżąc", "Wiosłowanie hantlem", "Deska (plank)", "Wykroki chodzone"],
  ["Martwy ciąg klasyczny", "Podciąganie na drążku nachwytem", "Wyciskanie hantli nad głowę siedząc", "Unoszenie bioder ze sztangą", "Martwy robak"],
  ["Przysiad bułgarski", "Pompki klasyczne", "Wiosłowanie sztangą w opadzie tułowia", "Most biodrowy", "Wyciskanie Pallofa"],
];

/** A name as the page typesets it: a one-letter word keeps to the next with a no-break space. */
const named = (text: string) => new RegExp(`^${text.replace(/[()]/g, "\\$&").split(" ").join("\\s")}`);

const MEALS = [
  ["Śniadanie", "80 g płatków owsianych\n250 ml mleka\n1 banan"],
  ["Drugie śniadanie", "2 kromki chleba żytniego\n100 g twarogu"],
  ["Obiad", "150 g piersi z kurczaka\n100 g kaszy gryczanej\nsurówka"],
  ["Kolacja", "3 jajka\npomidor"],
];
const SUPPLEMENTS = [
  ["Witamina D3", "2000 j.m.", "rano"],
  ["Kreatyna", "5 g", "po treningu"],
];

/** The client's card, found by the list's search as the trainer finds one of a hundred. */
export async function cardOf(thumb: Thumb, page: Page, name: string) {
  await thumb.tap(menu(page).getByRole("link", { name: "Klienci", exact: true }));
  const search = page.getByRole("searchbox", { name: /^Szukaj klienta/ });
  await thumb.tap(search);
  await thumb.type(search, name);
  await search.press("Enter");
  await page.waitForURL(/\?q=/);
  await openListedCard(thumb, page, name);
}

const picker = (page: Page, day: string): Locator => page.locator("details.plan-picker").filter({ has: page.getByText(named(`Wybierz ćwiczenia do: ${day}`)) });

export const COACHING_TASKS: Task[] = [
  {
    name: "Plan: 3 dni, 15 ćwiczeń",
    budget: 45,
    // Fifteen rows of six fields each, and the thumb back to each day's picker below them: 33 screens measured
    // (27 November's 21 was a run whose first day's picks were lost to the race plan-edits.ts now closes).
    screens: 36,
    async run(thumb, { page }) {
      await thumb.tap(menu(page).getByRole("link", { name: "Klienci", exact: true }));
      await thumb.tap(
        page
          .locator(".client-list")
          .getByRole("link", { name: /Marek Z Siłowni/ })
          .first(),
      );
      await thumb.tap(page.getByRole("link", { name: "Napisz plan" }));
      for (const [index, exercises] of DAYS.entries()) {
        const day = `Dzień ${"ABC"[index]}`;
        if (index > 0) await thumb.tap(page.getByRole("button", { name: "Dodaj dzień" }));
        const list = picker(page, day);
        await thumb.tap(list.getByText(named(`Wybierz ćwiczenia do: ${day}`)));
        for (const name of exercises) await thumb.tap(list.getByRole("checkbox", { name: named(name) }));
        await thumb.tap(list.getByRole("button", { name: "Dodaj zaznaczone" }));
        // The answer is in when the first exercise picked takes the cursor at its repetitions.
        await page.locator(`[name="d${index}-e0-reps"]:focus`).waitFor();
      }
      await thumb.tap(page.getByRole("button", { name: "Zapisz plan", exact: true }));
      await said(page, /Plan zapisany/).waitFor();
    },
  },
  {
    name: "Dieta: 4 posiłki i 2 suplementy, jeden zapis",
    budget: 10,
    // Four meals of several lines and two supplements are longer than two screens by nature.
    screens: 8,
    setup: async (context) => void (await coachedClient(context)),
    async run(thumb, context) {
      const { page } = context;
      await cardOf(thumb, page, (await coachedClient(context)).name);
      await thumb.tap(page.getByRole("link", { name: "Dieta i suplementy" }));
      const meals = page.getByRole("region", { name: "Jadłospis" });
      for (const [index, [meal, food]] of MEALS.entries()) {
        if (index > 0) await thumb.tap(meals.getByRole("button", { name: "Dodaj posiłek" }).last());
        await thumb.type(meals.getByLabel("Posiłek", { exact: true }).nth(index), meal!);
        await thumb.type(meals.getByLabel("Co zjeść").nth(index), food!);
      }
      const supplements = page.getByRole("region", { name: "Suplementy" });
      for (const [index, [name, dose, when]] of SUPPLEMENTS.entries()) {
        const names = supplements.getByLabel("Nazwa");
        if ((await names.count()) <= index) await thumb.tap(supplements.getByRole("button", { name: "Dodaj suplement" }));
        await thumb.type(names.nth(index), name!);
        await thumb.type(supplements.getByLabel("Dawka").nth(index), dose!);
        await thumb.type(supplements.getByLabel("Kiedy").nth(index), when!);
      }
      await thumb.tap(page.getByRole("button", { name: "Zapisz nową wersję" }).last());
      await said(page, /^Zapisano\sdietę\s\(wersja\s\d+\)\si\ssuplementy/).waitFor();
    },
  },
];
