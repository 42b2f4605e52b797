// The diary's forms on a phone keep what the trainer types until it is saved
// (decision 022): a client's notes and a booking taken by phone survive a tap
// on the menu (the question first), a reload (offered back) and are gone once
// the server has them.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn, withDatabase } from "./admin";
import { waitForHydration } from "./site";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

function newCard(name: string): number {
  return withDatabase(server.databaseFile, (db) => {
    const at = new Date().toISOString();
    return (
      db
        .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, '', '+48 600 700 800', '', ?, ?) returning id")
        .get(name, at, at) as { id: number }
    ).id;
  });
}

test("a client's notes survive the menu and a reload, and are gone from the device once saved", async ({ page }) => {
  const id = newCard("Marta Szkicowa");
  await signIn(page);
  await page.goto(`/admin/klienci/${id}`);
  await waitForHydration(page);
  const notes = page.getByLabel(/Twoje notatki/);
  await notes.fill("Cel: podciągnięcie na drążku do wakacji.");

  // A tap on the menu asks first; "Zostań" keeps the text.
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
  await waitForHydration(page);
  await expect(notes).toHaveValue("");
  await expect(page.getByText(/Na tym urządzeniu czekają niezapisane notatki/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(notes).toHaveValue("Cel: podciągnięcie na drążku do wakacji.");
  await page.getByRole("button", { name: "Zapisz notatki" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Notatki zapisane." })).toBeVisible();

  // Saved: nothing is offered any more, and leaving asks nothing.
  await page.reload();
  await waitForHydration(page);
  await expect(notes).toHaveValue("Cel: podciągnięcie na drążku do wakacji.");
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
  await page.getByRole("navigation").getByRole("link", { name: "Kalendarz" }).tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("panel-szkic:notatki")))).toEqual([]);
});

test("a booking taken by phone survives a reload; made, it is not offered again", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/kalendarz/nowa?dzien=2027-05-04&usluga=trening-personalny");
  await waitForHydration(page);
  await page.getByLabel("Imię i nazwisko").fill("Jan Przerwany");
  await page.getByLabel("Telefon", { exact: true }).fill("600 900 100");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await waitForHydration(page);
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
  await waitForHydration(page);
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
  await signIn(page);
  await page.goto(`/admin/zapytania/${id}`);
  await waitForHydration(page);
  const note = page.getByLabel(/Twoja notatka/);
  await note.fill("Oddzwonić we wtorek po 16.");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await waitForHydration(page);
  await expect(note).toHaveValue("");
  await expect(page.getByText(/Na tym urządzeniu czeka niezapisana notatka/)).toBeVisible();
  await page.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(note).toHaveValue("Oddzwonić we wtorek po 16.");
  await page.getByRole("button", { name: "Zapisz notatkę" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Notatka zapisana." })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(note).toHaveValue("Oddzwonić we wtorek po 16.");
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
});
