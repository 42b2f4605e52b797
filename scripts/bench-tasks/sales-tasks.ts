// The trainer's new tasks of issue 78 beside coaching: a group of four
// opened from the agenda (its defaults the last group's), and a voucher sold
// by phone and paid at once. What they made is kept for the clients' tasks:
// the group's seat and the voucher's code.
import { said, type Task } from "./task.ts";

export const GROUP_TITLE = "Mobilność dla biegaczy";

export const SALES_TASKS: Task[] = [
  {
    name: "Zajęcia grupowe dla 4 osób",
    budget: 6,
    async run(thumb, { page, today }) {
      await thumb.tap(page.getByRole("link", { name: "Zajęcia grupowe" }));
      await thumb.type(page.getByLabel("Nazwa zajęć"), GROUP_TITLE);
      await thumb.date(page.getByLabel("Data (pierwszych zajęć)"), today.add({ days: 9 }).toString());
      await thumb.tap(page.getByLabel("Godzina"));
      // After the seeded days' last sessions (19:30) and their buffer.
      await thumb.type(page.getByLabel("Godzina"), "21:00");
      await thumb.tap(page.getByLabel("Liczba miejsc (2–20)"));
      await thumb.type(page.getByLabel("Liczba miejsc (2–20)"), "4");
      await thumb.type(page.getByLabel("Co tydzień przez tyle tygodni (1: jednorazowo)"), "1");
      await thumb.tap(page.getByRole("button", { name: "Otwórz zajęcia" }));
      await said(page, /Otwarto|otwarte/).waitFor();
    },
  },
  {
    name: "Bon sprzedany przez telefon (opłacony)",
    budget: 6,
    async run(thumb, { page, kept }) {
      await thumb.tap(page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Płatności", exact: true }));
      await thumb.tap(page.getByRole("link", { name: /^Bony podarunkowe/ }));
      await thumb.tap(page.getByText("Sprzedaj bon (telefon, na miejscu)"));
      await thumb.type(page.getByLabel("Imię i nazwisko"), "Jan Dzwoniący");
      await thumb.type(page.getByLabel("E-mail"), "jan.dzwoniacy@example.com");
      await thumb.type(page.getByLabel("Telefon"), "601 602 603");
      await thumb.tap(page.getByRole("checkbox", { name: /^Zapłacone/ }));
      await thumb.tap(page.getByRole("button", { name: "Zapisz sprzedaż bonu" }));
      const toast = said(page, /sprzedany\si\sopłacony/);
      await toast.waitFor();
      kept.set("voucher", /BON-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await toast.textContent()) ?? "")![0]);
    },
  },
];
