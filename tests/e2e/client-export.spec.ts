// A client asks for a copy of their data (RODO art. 15 and 20): the trainer
// opens it from the enquiry and from the booking in the agenda, reads it, and
// downloads the JSON file to send; on a server of its own. That the export
// is the trainer's only: tests/requests/client-export.spec.ts.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openAgendaEntry, signIn } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { clientExportServer } from "./client-export-setup";
import { formTokens, pastTheTimeTrap } from "./site";

const anna = { name: "Anna Eksportowa", email: "anna.eksport@example.com" };
const MESSAGE = "Chciałabym zacząć od dwóch treningów w tygodniu.";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const server = clientExportServer();
test.beforeAll(async ({ request }) => {
  const tokens = await pastTheTimeTrap(await formTokens(request, server.url), server.databaseFile);
  const sent = await request.post(`${server.url}/kontakt`, {
    headers: { Origin: server.url },
    form: { ...anna, phone: "600 222 333", message: MESSAGE, website: "", ...tokens },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  // Someone else, whose data must not show.
  await bookFirstFreeTime(request, server, {
    weekday: "czwartek",
    nth: 0,
    person: { name: "Jan Obcy", email: "jan.obcy@example.com" },
    notes: "Nie pokazuj mnie",
  });
});

/** The downloaded JSON file behind "Pobierz plik z danymi". */
async function downloadedJson(page: import("@playwright/test").Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Pobierz plik z danymi" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dane-klienta-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await download.path())!, "utf8"));
}

test("from an enquiry: the readable page and the JSON file hold the client's data", async ({ page }) => {
  await signIn(page, server.url, "/admin");
  await page
    .getByRole("link", { name: new RegExp(anna.name) })
    .first()
    .click();
  await page.getByRole("link", { name: "Pokaż wszystkie dane klienta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dane klienta: ${anna.email}`);
  const enquiry = page.getByRole("article", { name: /Zapytanie nr/ });
  for (const part of [anna.name, anna.email, "+48 600 222 333", MESSAGE]) await expect(enquiry).toContainText(part);
  await expect(page.getByRole("heading", { name: "Rezerwacje (0)" })).toBeVisible();
  await expect(page.getByText("Ten adres nie jest zablokowany.")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Jan Obcy");
  await expectNoAxeViolations(page);

  const stored = await downloadedJson(page);
  expect(stored.email).toBe(anna.email);
  expect(stored.enquiries).toHaveLength(1);
  expect(stored.enquiries[0]).toMatchObject({ name: anna.name, email: anna.email, phone: "+48 600 222 333", message: MESSAGE });
  expect(stored.bookings).toEqual([]);
  expect(JSON.stringify(stored)).not.toContain("jan.obcy");
});

test("from a booking in the agenda: the same address's enquiry and booking, on the page and in the file", async ({ page, request }) => {
  const { day } = await bookFirstFreeTime(request, server, { weekday: "środa", nth: 0, person: anna, notes: "Proszę o ręcznik" });
  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  const entry = page.getByRole("listitem").filter({ hasText: anna.name });
  await openAgendaEntry(entry);
  await entry.getByRole("link", { name: "Dane klienta (RODO: kopia danych)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dane klienta: ${anna.email}`);
  const booking = page.getByRole("article", { name: /Rezerwacja nr/ });
  for (const part of ["Trening personalny", anna.name, "+48 600 100 200", "Proszę o ręcznik", "potwierdzona"]) await expect(booking).toContainText(part);
  await expect(booking).toContainText("Potwierdzenie rezerwacji dla klienta");
  await expect(page.getByRole("article", { name: /Zapytanie nr/ })).toContainText(MESSAGE);
  await expect(page.getByRole("main")).not.toContainText("Nie pokazuj mnie");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  const stored = await downloadedJson(page);
  expect(stored.bookings).toHaveLength(1);
  expect(stored.bookings[0]).toMatchObject({ name: anna.name, email: anna.email, phone: "+48 600 100 200", notes: "Proszę o ręcznik", status: "confirmed" });
  expect(stored.bookings[0].mails.map((mail: { kind: string }) => mail.kind)).toContain("booking_confirmed_visitor");
  expect(stored.enquiries).toHaveLength(1);
  expect(JSON.stringify(stored)).not.toContain("Nie pokazuj mnie");

  await page.getByRole("link", { name: "← Wróć" }).click();
  await expect(page).toHaveURL(/\/admin\/kalendarz/);
});
