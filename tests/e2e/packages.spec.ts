// A package that counts down, on a phone: sold from the price list, three
// sessions marked "odbyła się" and a no-show (the rule says it does not
// count), one outcome changed, and the balance read on the packages' page,
// the agenda and the client's own booking page.
// (Without JavaScript: tests/requests/packages.spec.ts.)
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PANEL_ENV, openAgendaEntry, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { ownServer } from "./site";

const DAY = 24 * 60 * 60_000;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// In order, in one worker: one server for the file.
test.describe.configure({ mode: "default" });

const server = ownServer(PANEL_ENV);

const person = { name: "Anna Kowalska", email: "anna.kowalska@example.com" };

/**
 * Four sessions of one client, 1 to 4 days ago at 06:00 UTC: booked as a
 * visitor books (two at a time, the limit per address) and moved into the
 * past in the database, since a running server's clock cannot be turned.
 */
async function fourPastSessions(request: APIRequestContext) {
  const pages: string[] = [];
  for (const [weekday, nth] of [
    ["środa", 0],
    ["środa", 1],
    ["czwartek", 0],
    ["czwartek", 1],
  ] as const) {
    pages.push((await bookFirstFreeTime(request, server, { weekday, nth, person })).page);
    const days = pages.length;
    const start = new Date(Math.floor((Date.now() - days * DAY) / DAY) * DAY + 6 * 3_600_000);
    withDatabase(server.databaseFile, (db) =>
      db
        .prepare("update bookings set starts_at = ?, ends_at = ? where id = (select max(id) from bookings where email = ?)")
        .run(start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString(), person.email),
    );
  }
  const clientId = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select client_id from bookings where email = ?").get(person.email) as { client_id: number }).client_id,
  );
  const oldest = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select min(starts_at) as at from bookings where email = ?").get(person.email) as { at: string }).at,
  );
  return { clientId, pages, oldestDay: oldest.slice(0, 10) };
}

test("sell „Pakiet 8 treningów”, mark three sessions and a no-show, change one outcome: the balance follows everywhere", async ({ page, request }) => {
  const { clientId, pages, oldestDay } = await fourPastSessions(request);
  await signIn(page, server.url);

  await page.goto(`/admin/klienci/${clientId}/pakiety`);
  await expect(page.getByText(/Ta\sosoba nie ma jeszcze pakietu/)).toBeVisible();
  await page.getByText("Sprzedaj pakiet").click();
  await page.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni" });
  const sale = Object.fromEntries(
    await page.locator("form:has(#pakiet-cennik)").evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([key, value]) => [key, String(value)])),
  ) as Record<string, string>;
  // An impatient double tap, and the same form sent once more afterwards (a resend once signal is back): one sale.
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż: Pakiet 8 treningów." })).toBeVisible();
  const resent = await page.request.post(`/admin/klienci/${clientId}/pakiety`, {
    headers: { Origin: server.url },
    form: { ...sale, intent: "sell" },
    maxRedirects: 0,
  });
  expect(resent.status()).toBe(303);
  await page.reload();
  await expect(page.locator(".packages-item")).toHaveCount(1);
  await expect(page.locator(".packages-balance")).toHaveText(/^Pakiet 8 treningów: zostało 8 z\s8, ważny 6 tygodni od pierwszego treningu$/);
  await expect(page.locator(".packages-item .payment-due")).toHaveText(/^do zapłaty: 1040\szł$/);

  // The four sessions wait under "Do oznaczenia", the latest first: the oldest is the no-show.
  await page.goto("/admin/kalendarz");
  const toMark = page.locator("section.agenda-to-mark");
  // Four wait folded under their count (today's agenda stays in the first screen); one tap opens them, and they stay open while she marks.
  await expect(toMark.getByRole("listitem").first()).toBeHidden();
  await toMark.getByRole("heading").click();
  for (const [left, outcome] of [
    [4, "Odbyła się"],
    [3, "Odbyła się"],
    [2, "Odbyła się"],
    [1, "Nieobecność"],
  ] as const) {
    await expect(toMark.getByRole("heading")).toHaveText(`Do oznaczenia (${left})`);
    const entry = toMark.getByRole("listitem").first();
    await expect(entry).toContainText(/Pakiet 8 treningów: zosta/);
    await entry.getByRole("button", { name: outcome }).click();
  }
  await expect(toMark).toHaveCount(0);

  await page.goto(`/admin/klienci/${clientId}/pakiety`);
  await expect(page.locator(".packages-balance")).toHaveText(/^Pakiet 8 treningów: zostało 5 z\s8, ważny do \d{1,2} \p{L}+( \d{4})?$/u);
  await page.getByText("Historia pakietu").click();
  await expect(page.locator(".packages-history li")).toHaveCount(4);
  await expect(page.locator(".packages-history")).toContainText(/odbył\ssię \(zostało 5 z\s8\)/);

  // The no-show was a mistake: the client came. The balance follows.
  await page.goto(`/admin/kalendarz?od=${oldestDay}`);
  const noShow = page.locator('li.agenda-entry[data-status="no_show"]').filter({ hasText: person.name });
  await openAgendaEntry(noShow);
  await noShow.getByRole("button", { name: "Odbyła się" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano: spotkanie się odbyło." })).toBeVisible();
  const attended = page.locator('li.agenda-entry[data-status="attended"]').filter({ hasText: person.name }).first();
  await expect(attended.getByRole("button", { name: "Odbyła się" })).toHaveAttribute("aria-pressed", "true");
  await expect(attended.locator(".agenda-package")).toHaveText(/^Pakiet 8 treningów: zostały 4 z\s8, ważny do /);

  // And the other way: an attended one becomes a no-show, its session goes back.
  await attended.getByRole("button", { name: "Nieobecność" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano: nieobecność klienta." })).toBeVisible();
  await expect(page.locator(".agenda-package").first()).toHaveText(/^Pakiet 8 treningów: zostało 5 z\s8/);

  // The client reads it on their own booking page.
  await page.goto(pages[0]!);
  await expect(page.locator("dt", { hasText: "Twój pakiet" })).toBeVisible();
  await expect(page.locator("dd", { hasText: "Pakiet 8 treningów" })).toHaveText(/zostało 5 z\s8, ważny do/);

  // Sold paid later: one tap, in the history.
  await page.goto(`/admin/klienci/${clientId}/pakiety`);
  await page.locator(".packages-item").getByRole("button", { name: "Gotówka" }).click();
  await expect(page.locator(".packages-item .payment-badge")).toHaveText(/^opłacone: gotówka, 1040\szł$/);
});

test("one session left: the trainer sees a notice on the agenda and the packages' page until it is closed", async ({ page, request }) => {
  const buyer = { name: "Jan Malinowski", email: "jan.malinowski@example.com" };
  await bookFirstFreeTime(request, server, { weekday: "piątek", nth: 0, person: buyer });
  const start = new Date(Math.floor((Date.now() - DAY) / DAY) * DAY + 8 * 3_600_000);
  // A card of his own: the booking helper gives everyone the same phone, which would find the first client's card.
  const clientId = withDatabase(server.databaseFile, (db) => {
    const at = new Date().toISOString();
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
      .get(buyer.name, buyer.email, at, at) as { id: number };
    db.prepare("update bookings set starts_at = ?, ends_at = ?, client_id = ? where email = ?").run(
      start.toISOString(),
      new Date(start.getTime() + 3_600_000).toISOString(),
      id,
      buyer.email,
    );
    return id;
  });
  await signIn(page, server.url, `/admin/klienci/${clientId}/pakiety`);
  await page.getByText("Sprzedaj pakiet").click();
  await page.locator(".packages-sale").getByText("Inne warunki niż w cenniku").click();
  await page.getByLabel("Treningów").last().fill("2");
  await page.getByLabel("Dnia sprzedaży").check();
  await page.getByLabel("opłacony gotówką").check();
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await expect(page.locator(".packages-balance")).toHaveText(/^Pakiet 8 treningów: zostały 2 z\s2, ważny do /);

  await page.goto("/admin/kalendarz");
  await page.locator("section.agenda-to-mark").getByRole("listitem").filter({ hasText: buyer.name }).getByRole("button", { name: "Odbyła się" }).click();
  // Folded under one counted line, opened on tap.
  const notices = page.getByRole("region", { name: "1 pakiet do przedłużenia" });
  await notices.getByText("1 pakiet do przedłużenia").click();
  await expect(notices).toContainText(/Jan Malinowski, Pakiet 8 treningów: został 1 z\s2, ważny do .*\s—\szaproponuj przedłużenie/);
  await notices.getByRole("button", { name: "Zamknij powiadomienie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Powiadomienie zamknięte." })).toBeVisible();
  await expect(page.getByRole("region", { name: /do przedłużenia/ })).toHaveCount(0);
  // Told by mail once, too.
  const mails = withDatabase(
    server.databaseFile,
    (db) => db.prepare("select count(*) as count from outbox where kind = 'package_running_out_trainer'").get() as { count: number },
  );
  expect(mails.count).toBe(1);
});

test("a sale with a mistake, made on the card, comes back on the card with what was typed", async ({ page }) => {
  const clientId = withDatabase(server.databaseFile, (db) => {
    const at = new Date().toISOString();
    return (
      db
        .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
        .get("Ola Pomyłka", "ola.pomylka@example.com", at, at) as { id: number }
    ).id;
  });
  await signIn(page, server.url, `/admin/klienci/${clientId}`);
  await page.getByText("Sprzedaj pakiet").click();
  await page.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni" });
  // The price list's terms are folded: most sales keep them.
  await page.locator(".packages-sale").getByText("Inne warunki niż w cenniku").click();
  await page.getByLabel("Cena (zł)").fill("100001");
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await expect(page.locator(".packages-sale").getByRole("alert")).toContainText(/od 0\sdo 100\s000/);
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${clientId}$`));
  await expect(page.getByRole("heading", { name: "Ola Pomyłka" })).toBeVisible();
  await expect(page.getByLabel("Cena (zł)")).toHaveValue("100001");

  await page.getByLabel("Cena (zł)").fill("950");
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż: Pakiet 8 treningów." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${clientId}$`));
  await expect(page.locator(".packages-item")).toContainText("950 zł");
});
