// The trainer's client cards on a phone: a visitor who booked and enquired
// with one address is one card with both; the list finds them; notes are
// kept (and a stale tab does not overwrite them); two cards of one person
// merge, a card of two people splits; erasing a card leaves nothing of the
// person in the database. On a server of its own.
// (Without JavaScript: tests/requests/clients.spec.ts.)
import { expect, test, type Page } from "@playwright/test";
import { PANEL_ENV, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { enquireByRequest } from "./enquire";
import { ownServer } from "./site";

const kasia = { name: "Katarzyna Łęcka", email: "kasia.lecka@example.com", phone: "511 222 333" };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

/** The card a row of the database is linked to. */
const cardOf = (table: "enquiries" | "bookings", email: string) =>
  withDatabase(
    server.databaseFile,
    (db) => (db.prepare(`select client_id from ${table} where email = ?`).get(email) as { client_id: number | null }).client_id,
  );

async function openCard(page: Page, search: string, name: RegExp) {
  await page.goto(`/admin/klienci?q=${encodeURIComponent(search)}`);
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/klienci\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

const server = ownServer(PANEL_ENV);
test.beforeAll(async ({ request }) => {
  await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 0, person: kasia, notes: "Pierwszy trening" });
  await enquireByRequest(request, server, { name: kasia.name, email: "Kasia.Lecka@example.com" }, "Czy mogę przyjść z koleżanką?");
  await enquireByRequest(request, server, { name: "Ola Zielińska", email: "ola@example.com" }, "Interesuje mnie plan treningowy.");
  await enquireByRequest(request, server, { name: "Ola Z.", email: "ola.praca@example.com" }, "Piszę z pracy: a dieta?");
});

test("a visitor who booked and enquired with one address is one card with both, found by the search", async ({ page }) => {
  await signIn(page, server.url);
  await page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Klienci" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Klienci");
  // Without Polish letters and in another case.
  await page.getByRole("searchbox").fill("LECKA");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(/q=LECKA/);
  const rows = page.locator(".client-list li");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Katarzyna Łęcka");
  await expect(rows).toContainText(/1\szapytanie · 1\srezerwacja/);
  await expect(rows).toContainText(/następny trening: czwartek/);
  expect(cardOf("enquiries", "Kasia.Lecka@example.com")).toBe(cardOf("bookings", kasia.email));

  await rows.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Katarzyna Łęcka");
  await expect(page.getByRole("link", { name: "Zadzwoń" })).toHaveAttribute("href", "tel:+48511222333");
  await expect(page.getByRole("link", { name: "Napisz e-mail" })).toHaveAttribute("href", /^mailto:kasia\.lecka@example\.com\?/);
  const cardId = cardOf("bookings", kasia.email);
  await expect(page.getByRole("link", { name: "Zarezerwuj trening" })).toHaveAttribute("href", `/admin/kalendarz/nowa?klient=${cardId}`);
  const coming = page.getByRole("region", { name: "Najbliższe treningi" });
  await expect(coming.locator(".agenda-entry")).toHaveCount(1);
  await expect(coming).toContainText("potwierdzona");
  await expect(page.getByRole("region", { name: "Zapytania" }).getByRole("link")).toContainText("Czy mogę przyjść z koleżanką?");
});

test("notes are saved with the card, and a save from a tab opened before is refused, not lost", async ({ page, context }) => {
  await signIn(page, server.url);
  const id = await openCard(page, "kasia", /Katarzyna/);
  const other = await context.newPage();
  await other.goto(`/admin/klienci/${id}`);

  // The policy speaks of notes about training only: the field says health data does not belong there.
  await expect(page.getByLabel(/Twoje notatki/)).toHaveAccessibleDescription(/Nie zapisuj informacji o\szdrowiu/);
  await page.getByLabel(/Twoje notatki/).fill("Cel: 10 km w czerwcu. Woli treningi rano.");
  await page.getByRole("button", { name: "Zapisz notatki" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notatki zapisane." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Twoje notatki/)).toHaveValue("Cel: 10 km w czerwcu. Woli treningi rano.");

  // The other tab still shows the empty notes.
  await other.getByLabel(/Twoje notatki/).fill("Ćwiczy też w domu.");
  await other.getByRole("button", { name: "Zapisz notatki" }).click();
  await expect(other.getByRole("alert")).toContainText(/w\smiędzyczasie/);
  await expect(other.getByRole("alert")).toContainText("Cel: 10 km");
  // What was typed stays in the field, to save again on purpose.
  await expect(other.getByLabel(/Twoje notatki/)).toHaveValue("Ćwiczy też w domu.");
  const stored = withDatabase(server.databaseFile, (db) => (db.prepare("select notes from clients where id = ?").get(id) as { notes: string }).notes);
  expect(stored).toBe("Cel: 10 km w czerwcu. Woli treningi rano.");
  await other.close();
});

test("two cards of one person merge into one; rows of another person split to a card of their own", async ({ page, context }) => {
  await signIn(page, server.url);
  const kept = await openCard(page, "ola@example.com", /Ola Zielińska/);
  const other = cardOf("enquiries", "ola.praca@example.com")!;
  expect(other).not.toBe(kept);

  await page.getByRole("link", { name: /Połącz z\sinną kartą/ }).click();
  await page.getByRole("searchbox").fill("praca");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await page
    .locator(".client-list")
    .getByRole("link", { name: /Ola Z\./ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Połączyć te karty\?/);
  // The same question in a second tab, answered after the first.
  const stale = await context.newPage();
  await stale.goto(page.url());
  await page.getByRole("button", { name: "Połącz karty" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${kept}$`));
  await expect(page.getByRole("status").filter({ hasText: "Połączono karty" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Zapytania" }).getByRole("link")).toHaveCount(2);
  expect(cardOf("enquiries", "ola.praca@example.com")).toBe(kept);
  withDatabase(server.databaseFile, (db) => expect(db.prepare("select id from clients where id = ?").get(other)).toBeUndefined());

  // The second tab's answer finds the card gone, and says so.
  await stale.getByRole("button", { name: "Połącz karty" }).click();
  await expect(stale.getByRole("status").filter({ hasText: /już nie istnieje/ })).toBeVisible();
  await stale.close();

  await page.goto(`/admin/klienci/${kept}`);
  await page.getByRole("link", { name: /Przenieś część na nową kartę/ }).click();
  await page.locator(".client-split-row").filter({ hasText: "ola.praca@example.com" }).getByRole("checkbox").check();
  await page.getByLabel(/Imię i\snazwisko na nowej karcie/).fill("Ola z pracy");
  await page.getByRole("button", { name: /Przenieś zaznaczone/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ola z pracy");
  await expect(page.getByRole("region", { name: "Zapytania" }).getByRole("link")).toHaveCount(1);
  const split = cardOf("enquiries", "ola.praca@example.com")!;
  expect(split).not.toBe(kept);
  expect(cardOf("enquiries", "ola@example.com")).toBe(kept);
  // The next enquiry from that address goes to the new card.
  const keyOwner = withDatabase(server.databaseFile, (db) => db.prepare("select client_id from client_keys where key = 'e:ola.praca@example.com'").get());
  expect(keyOwner).toEqual({ client_id: split });
});

test("erasing a card after its question leaves nothing of the person", async ({ page }) => {
  await signIn(page, server.url);
  const id = await openCard(page, "kasia", /Katarzyna/);
  const [bookingId, enquiryId] = withDatabase(server.databaseFile, (db) => [
    (db.prepare("select id from bookings where client_id = ?").get(id) as { id: number }).id,
    (db.prepare("select id from enquiries where client_id = ?").get(id) as { id: number }).id,
  ]);
  await page.getByRole("link", { name: "Usuń dane klienta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usunąć dane klienta?");
  await expect(page.locator(".client-erase-list")).toContainText("1 rezerwacja");
  await expect(page.locator(".client-erase-list")).toContainText("1 zapytanie");
  await page.getByRole("button", { name: "Usuń na zawsze" }).click();
  await expect(page).toHaveURL(/\/admin\/klienci$/);
  await expect(page.getByRole("status").filter({ hasText: "Dane klienta usunięte" })).toBeVisible();
  await expect(page.locator(".client-list")).not.toContainText("Katarzyna");

  withDatabase(server.databaseFile, (db) => {
    const left = (sql: string, ...values: unknown[]) => (db.prepare(sql).get(...values) as { n: number }).n;
    expect(left("select count(*) as n from clients where id = ?", id)).toBe(0);
    expect(left("select count(*) as n from client_keys where client_id = ? or key like '%lecka%'", id)).toBe(0);
    expect(left("select count(*) as n from enquiries where lower(email) like '%lecka%'")).toBe(0);
    expect(left("select count(*) as n from bookings where email like '%lecka%'")).toBe(0);
    expect(left("select count(*) as n from booking_cells where booking_id = ?", bookingId)).toBe(0);
    expect(left("select count(*) as n from outbox where booking_id = ? or enquiry_id = ?", bookingId, enquiryId)).toBe(0);
    // Nobody else went with them.
    expect(left("select count(*) as n from enquiries where email like 'ola%'")).toBe(2);
  });
});

test("from the card: a past session marked, a coming one moved and cancelled through the agenda's own actions, and the card's data export", async ({
  page,
  request,
}) => {
  await bookFirstFreeTime(request, server, { weekday: "piątek", nth: 0, person: { name: "Ewa Karta", email: "ewa.karta@example.com", phone: "522 333 444" } });
  await bookFirstFreeTime(request, server, { weekday: "piątek", nth: 1, person: { name: "Ewa Karta", email: "ewa.karta@example.com", phone: "522 333 444" } });
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        "update bookings set starts_at = '2020-01-10T06:00:00.000Z', ends_at = '2020-01-10T07:00:00.000Z' where id = (select min(id) from bookings where email = ?)",
      )
      .run("ewa.karta@example.com"),
  );
  await signIn(page, server.url);
  const id = await openCard(page, "ewa.karta", /Ewa Karta/);
  const history = page.getByRole("region", { name: /Wcześniejsze/ });
  await expect(history).toContainText(/do\soznaczenia/);
  await history.getByRole("button", { name: "Odbyła się" }).click();
  await expect(page.getByRole("status").filter({ hasText: "spotkanie się odbyło" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${id}$`));
  await expect(history.getByRole("button", { name: "Odbyła się" })).toHaveAttribute("aria-pressed", "true");

  const coming = page.getByRole("region", { name: "Najbliższe treningi" });
  const before = await coming.locator("time").getAttribute("datetime");
  // The agenda's own form: another day and hour typed in, an hour later here.
  await coming.getByText("Przenieś…").click();
  const clock = await coming.getByLabel("Nowa godzina").inputValue();
  const later = `${String(Number(clock.slice(0, 2)) + 1).padStart(2, "0")}${clock.slice(2)}`;
  await coming.getByLabel("Nowa godzina").fill(later);
  await coming.getByRole("button", { name: "Przenieś", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Przeniesiono" })).toBeVisible();
  await expect(coming.locator("time")).toHaveAttribute("datetime", new Date(Date.parse(before!) + 3_600_000).toISOString());

  await coming.getByText("Odwołaj…").click();
  await coming.getByLabel(/Wiadomość do klienta/).fill("Choroba — zadzwonię.");
  await coming.getByRole("button", { name: "Odwołaj i powiadom" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Odwołano" })).toBeVisible();
  await expect(coming).toContainText(/Brak zaplanowanych/);
  await expect(history.locator(".agenda-entry[data-status='cancelled']")).toHaveCount(1);
  const mails = withDatabase(server.databaseFile, (db) =>
    db.prepare("select kind from outbox where booking_id in (select id from bookings where client_id = ?) and kind like '%cancel%'").all(id),
  );
  expect(mails.length).toBeGreaterThan(0);

  await page.getByLabel(/Twoje notatki/).fill("Tylko wieczory.");
  await page.getByRole("button", { name: "Zapisz notatki" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notatki zapisane." })).toBeVisible();
  await page.getByRole("link", { name: "Pobierz dane klienta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dane klienta: Ewa Karta");
  const card = page.getByRole("region", { name: "Karta klienta" });
  await expect(card).toContainText("Tylko wieczory.");
  await expect(page.getByRole("region", { name: /Rezerwacje/ }).getByRole("article")).toHaveCount(2);
  await page.getByRole("link", { name: "← Wróć" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${id}$`));
});
