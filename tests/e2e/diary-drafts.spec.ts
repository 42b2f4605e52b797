// The diary's forms on a phone keep what the trainer types until it is saved
// (decision 022): a client's notes and a booking taken by phone survive a tap
// on the menu (the question first), a reload (offered back) and are gone once
// the server has them; so do a block of time and the working hours, also
// when the post comes back to the same page, and a refused post keeps its
// draft. The package forms' drafts: package-drafts.spec.ts.
// The block form without JavaScript: tests/requests/diary-drafts.spec.ts.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expectNoAxeViolations, ownInboxServer, signIn, withDatabase } from "./admin";
import { kept, newCard, offered, reloaded } from "./drafts";
import { untilPageCodeRuns } from "./site";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

test("a client's notes survive the menu and a reload, and are gone from the device once saved", async ({ page }) => {
  const id = newCard(server.databaseFile, "Marta Szkicowa");
  await signIn(page, "", `/admin/klienci/${id}`);
  const notes = page.getByLabel(/Twoje notatki/);
  await notes.fill("Cel: podciągnięcie na drążku do wakacji.");

  // A tap on the menu asks first (the page's code asks: before it runs, the text typed is kept as a draft once it does); "Zostań" keeps the text.
  await untilPageCodeRuns(page);
  await page.getByRole("navigation").getByRole("link", { name: "Kalendarz" }).tap();
  const question = page.getByRole("dialog", { name: "Notatki nie są zapisane" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Zostań" })).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Zostań" }).tap();
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${id}$`));
  await expect(notes).toHaveValue("Cel: podciągnięcie na drążku do wakacji.");

  // A reload (the phone's own question accepted): the text is offered back.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(notes).toHaveValue("");
  await expect(page.getByText(/Na tym urządzeniu czekają niezapisane notatki/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(notes).toHaveValue("Cel: podciągnięcie na drążku do wakacji.");
  await page.getByRole("button", { name: "Zapisz notatki" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Notatki zapisane." })).toBeVisible();

  // Saved: nothing is offered any more, and leaving asks nothing.
  await page.reload();
  await expect(notes).toHaveValue("Cel: podciągnięcie na drążku do wakacji.");
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
  await page.getByRole("navigation").getByRole("link", { name: "Kalendarz" }).tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("panel-szkic:notatki")))).toEqual([]);
});

test("a booking taken by phone survives a reload; made, it is not offered again", async ({ page }) => {
  await signIn(page, "", "/admin/kalendarz/nowa?dzien=2027-05-04&usluga=trening-personalny");
  await page.getByLabel("Imię i nazwisko").fill("Jan Przerwany");
  await page.getByLabel("Telefon", { exact: true }).fill("600 900 100");
  // The subject is the drafts' code (without JavaScript nothing is kept): it keeps what was typed, before it ran too.
  await expect.poll(() => kept(page, "nowa-rezerwacja")).toContain("600 900 100");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(/Na tym urządzeniu czeka niezapisana rezerwacja z\s.*: Jan Przerwany\./)).toBeVisible();
  await page.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Jan Przerwany");
  await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue("600 900 100");

  // Choosing the day's time keeps what was typed; the booking is made.
  await page.getByRole("radio", { name: "10:00" }).check();
  await page.getByRole("button", { name: "Zarezerwuj" }).tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz\?od=2027-05-04$/);
  await expect(page.getByRole("listitem").filter({ hasText: "Jan Przerwany" })).toContainText("10:00");

  await page.goto("/admin/kalendarz/nowa?dzien=2027-05-04&usluga=trening-personalny");
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("");
});

test("an enquiry's note survives a reload, and is gone from the device once saved", async ({ page }) => {
  const id = withDatabase(server.databaseFile, (db) => {
    const row = db
      .prepare(
        "insert into enquiries (created_at, name, email, phone, service, message, status, note, submission_key) values (?, 'Iga Pytająca', 'iga@example.com', '', '', 'Czy są terminy rano?', 'new', null, ?) returning id",
      )
      .get(new Date().toISOString(), `szkic-${Date.now()}`) as { id: number };
    return row.id;
  });
  await signIn(page, "", `/admin/zapytania/${id}`);
  const note = page.getByLabel(/Twoja notatka/);
  await note.fill("Oddzwonić we wtorek po 16.");
  // The subject is the drafts' code (without JavaScript nothing is kept): it keeps what was typed, before it ran too.
  await expect.poll(() => kept(page, `zapytanie-${id}`)).toContain("Oddzwonić we wtorek po 16.");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(note).toHaveValue("");
  await expect(page.getByText(/Na tym urządzeniu czeka niezapisana notatka/)).toBeVisible();
  await page.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(note).toHaveValue("Oddzwonić we wtorek po 16.");
  await page.getByRole("button", { name: "Zapisz notatkę" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Notatka zapisana." })).toBeVisible();

  await page.reload();
  await expect(note).toHaveValue("Oddzwonić we wtorek po 16.");
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
});

test("a block of time survives a reload and a refusal; blocked, the form starts again and nothing is kept", async ({ page }) => {
  const day = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 3 }).toString();
  await signIn(page);
  const block = page.locator(".agenda-block-form");
  const field = (label: string) => block.getByLabel(label, { exact: true });
  await field("Dzień").fill(day);
  await field("Od").fill("19:00");
  await field("Do").fill("18:00");
  await field("Notatka").fill("dentysta");
  // The subject is the drafts' code (without JavaScript nothing is kept): it keeps what was typed, before it ran too.
  await expect.poll(() => kept(page, "blokada")).toContain("dentysta");

  await reloaded(page);
  await expect(page.getByText(/czeka niezapisana blokada czasu/)).toBeVisible();
  await offered(page).tap();
  for (const [label, value] of [
    ["Dzień", day],
    ["Od", "19:00"],
    ["Do", "18:00"],
    ["Notatka", "dentysta"],
  ])
    await expect(field(label!)).toHaveValue(value!);
  // Refused (it ends before it starts): said beside the form, what was typed still in it and still on the device.
  await block.getByRole("button", { name: "Zablokuj" }).tap();
  await expect(page.getByRole("alert").filter({ hasText: "musi być późniejsza" })).toBeVisible();
  await expect(field("Notatka")).toHaveValue("dentysta");
  await reloaded(page);
  await offered(page).tap();
  await field("Do").fill("20:00");
  await block.getByRole("button", { name: "Zablokuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zablokowano" })).toBeVisible();
  await expect(field("Notatka")).toHaveValue("");
  await expect(field("Od")).toHaveValue("15:00");
  expect(await kept(page, "blokada")).toBeNull();
  await reloaded(page);
  await expect(offered(page)).toHaveCount(0);
});

test("the week's hours and a day off half typed survive a reload, each in its own form; saved, nothing is kept", async ({ page }) => {
  await signIn(page, "", "/admin/kalendarz/godziny");
  const hours = page.getByRole("form", { name: "Godziny pracy w tygodniu" });
  const dayOff = page.getByRole("form", { name: "Dzień wolny" });
  await hours.getByLabel("Sobota", { exact: true }).fill("7:30-11:30");
  await dayOff.getByLabel(/^Powód/).fill("urlop");
  // The subject is the drafts' code (without JavaScript nothing is kept): it keeps what was typed, before it ran too.
  await expect.poll(() => kept(page, "dzien-wolny")).toContain("urlop");
  await expect.poll(() => kept(page, "godziny-pracy")).toContain("7:30-11:30");

  await reloaded(page);
  await expect(dayOff.getByText(/czeka niezapisany dzień wolny/)).toBeVisible();
  await dayOff.getByRole("button", { name: "Odrzuć je" }).tap();
  await expect(dayOff.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
  await expect(hours.getByText(/czekają niezapisane godziny pracy/)).toBeVisible();
  await hours.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(hours.getByLabel("Sobota", { exact: true })).toHaveValue("7:30-11:30");
  await hours.getByRole("button", { name: "Zapisz godziny" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano nowe godziny: sobota." })).toBeVisible();
  await expect(hours.getByLabel("Sobota", { exact: true })).toHaveValue("07:30–11:30");
  expect([await kept(page, "godziny-pracy"), await kept(page, "dzien-wolny")]).toEqual([null, null]);
  await reloaded(page);
  await expect(offered(page)).toHaveCount(0);
});
