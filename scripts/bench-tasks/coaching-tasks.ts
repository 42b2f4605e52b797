// The coaching task of issue 78, from the card the first card task added (a
// client new to the trainer, with no plan yet): a plan of three
// days and fifteen exercises, each day's exercises ticked at once in the
// picker (the select a row had taken 96 taps). Its rows and the three days'
// pickers are longer than two screens by nature: its own screens budget.
import type { Locator, Page } from "@playwright/test";
import { menu, said, type Task } from "./task.ts";

const DAYS = [
  ["Przysiad ze sztangą z tyłu", "Wyciskanie sztangi leżąc", "Wiosłowanie hantlem", "Deska (plank)", "Wykroki chodzone"],
  ["Martwy ciąg klasyczny", "Podciąganie na drążku nachwytem", "Wyciskanie hantli nad głowę siedząc", "Unoszenie bioder ze sztangą", "Martwy robak"],
  ["Przysiad bułgarski", "Pompki klasyczne", "Wiosłowanie sztangą w opadzie tułowia", "Most biodrowy", "Wyciskanie Pallofa"],
];

/** A name as the page typesets it: a one-letter word keeps to the next with a no-break space. */
const named = (text: string) => new RegExp(`^${text.replace(/[()]/g, "\\$&").split(" ").join("\\s")}`);

const picker = (page: Page, day: string): Locator => page.locator("details.plan-picker").filter({ has: page.getByText(named(`Wybierz ćwiczenia do: ${day}`)) });

export const COACHING_TASKS: Task[] = [
  {
    name: "Plan: 3 dni, 15 ćwiczeń",
    budget: 45,
    screens: 30,
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
        await page.locator(`[name="d${index}-e0-reps"]`).waitFor();
      }
      await thumb.tap(page.getByRole("button", { name: "Zapisz plan", exact: true }));
      await said(page, /Plan zapisany/).waitFor();
    },
  },
];
