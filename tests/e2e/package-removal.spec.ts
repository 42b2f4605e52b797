// A package recorded by mistake, removed on a phone (390 × 844, touch) in
// four taps from the panel's start page, with a reason: the card's summary at
// the top no longer counts it (balance, what is owed), and the history at the
// bottom of the packages keeps it with its reason. (The same without
// JavaScript: tests/requests/package-removal.spec.ts.) On a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { packageRemovalServer } from "./package-removal-setup";
import { tapCounter } from "./tap-counter";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const { server, cardOf } = packageRemovalServer();

const REASON = "zapisany przez pomyłkę";

/** Sells „Pakiet 8 treningów”, valid from the sale, from the card's own form. */
async function sellEight(page: Page) {
  await page.getByText("Sprzedaj pakiet").click();
  const sale = page.locator(".packages-sale");
  await sale.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni" });
  await sale.getByText("Inne warunki niż w cenniku").click();
  await sale.getByLabel("Dnia sprzedaży").check();
  await sale.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  // The client's confirmation waits: a mistake removed meanwhile sends nothing.
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż: Pakiet 8 treningów." })).toContainText(
    "Potwierdzenie pójdzie do klienta e-mailem za 10 minut: jeśli to pomyłka, usuń pakiet wcześniej, a klient nic nie dostanie.",
  );
}

test("a package sold by mistake is removed with a reason in four taps from the panel; the summary forgets it, the history keeps it", async ({
  page,
  request,
}) => {
  const person = { name: "Ewa Pomyłkowa", email: "ewa.pomylkowa@example.com", phone: "533 100 200" };
  await bookFirstFreeTime(request, server, { weekday: "wtorek", nth: 0, person, notes: "Proszę o trening na kolano" });
  const id = cardOf(person.email);
  await signIn(page, server.url, `/admin/klienci/${id}`);
  await sellEight(page);

  // The top of the card: the next session, the package as "z 8, ważny do", what is owed, the client's remark.
  const summary = page.getByRole("region", { name: "Najważniejsze" });
  await expect(summary).toContainText(/Następny trening\s*\p{L}+\.?,?\s\d{1,2}\s\p{L}+\s\d{4},\s\d{2}:\d{2}–\d{2}:\d{2}\s·\sTrening personalny/u);
  await expect(summary).toContainText(/Pakiet 8 treningów: zostało 8 z\s8, ważny do \d{1,2} \p{L}+/u);
  await expect(summary).toContainText(/Do zapłaty\s*1040\szł/);
  await expect(summary).toContainText(/Proszę o\strening na kolano\s*\(z\srezerwacji online na \d{1,2}\s\p{L}+\s\d{4}\)/u);
  // Above the rest: the summary is on the first screen.
  expect((await summary.boundingBox())!.y).toBeLessThan(844);

  // From the panel's start page, as the trainer would: the menu, the card, "Usuń pakiet…", the button.
  await page.goto("/admin");
  const taps = tapCounter();
  await taps.tap(page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Klienci", exact: true }));
  await taps.tap(page.locator(".client-list").getByRole("link", { name: new RegExp(person.name) }));
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${id}$`));
  const item = page.locator(".packages-item");
  await taps.tap(item.getByText("Usuń pakiet…"));
  // Opened, the reason's field has the keyboard: no tap on it first.
  const reason = item.getByLabel("Powód (np. zapisany przez pomyłkę)");
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(REASON);
  await taps.tap(item.getByRole("button", { name: "Usuń pakiet", exact: true }));
  await expect(page.getByRole("status").filter({ hasText: "Pakiet usunięty. Zostaje w historii." })).toContainText(
    "Potwierdzenie nie zdążyło wyjść, więc klient nic nie dostanie.",
  );
  expect(taps.count).toBe(4);

  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${id}$`));
  await expect(summary).not.toContainText("z 8, ważny do");
  await expect(summary).toContainText(/Pakiet\s*brak/);
  await expect(summary).toContainText(/Do zapłaty\s*nic/);
  await expect(page.locator(".packages-item")).toHaveCount(0);

  // Folded at the bottom of the packages, with its reason and its history.
  await page.getByText("Usunięte pakiety (1)").tap();
  const removed = page.locator(".packages-removed-item");
  await expect(removed).toContainText(/Pakiet 8 treningów: usunięty \(zostało 8 z\s8\)/);
  await expect(removed).toContainText(`Powód: ${REASON}`);
  await expect(removed.locator(".packages-history li")).toHaveText([new RegExp(`usunięto: ${REASON}`), /sprzedano: Pakiet 8 treningów, 1040\szł/]);
  const row = withDatabase(server.databaseFile, (db) => db.prepare("select removed_at, removed_reason from client_packages where client_id = ?").get(id)) as {
    removed_at: string | null;
    removed_reason: string;
  };
  expect(row.removed_at).not.toBeNull();
  expect(row.removed_reason).toBe(REASON);
  // Its confirmation never goes.
  const mails = withDatabase(server.databaseFile, (db) =>
    db.prepare("select status from outbox where kind = 'package_sold_client' and package_id in (select id from client_packages where client_id = ?)").all(id),
  );
  expect(mails).toEqual([{ status: "skipped" }]);
});

test("a client's withdrawal within the 14 days: the card says what to hand back and by when, the client is mailed, the package counts no more", async ({
  page,
  request,
}) => {
  const person = { name: "Olga Odstępująca", email: "olga.odstepujaca@example.com", phone: "533 100 300" };
  await bookFirstFreeTime(request, server, { weekday: "środa", nth: 0, person });
  const id = cardOf(person.email);
  await signIn(page, server.url, `/admin/klienci/${id}`);
  await page.getByText("Sprzedaj pakiet").click();
  const sale = page.locator(".packages-sale");
  await sale.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni" });
  await sale.getByLabel("opłacony przelewem").check();
  await sale.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż: Pakiet 8 treningów." })).toBeVisible();

  const item = page.locator(".packages-item");
  await item.getByText("Klient odstąpił od umowy…").tap();
  await expect(item).toContainText("Żaden trening z pakietu się jeszcze nie odbył: klient dostaje zwrot całej wpłaty.");
  // The day the statement was sent: today unless changed.
  await expect(item.getByLabel("Dzień, w którym klient wysłał oświadczenie")).not.toHaveValue("");
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: "Zapisz odstąpienie i zwrot" }).tap();
  const toast = page.getByRole("status").filter({ hasText: "Zapisano odstąpienie od umowy: Pakiet 8 treningów." });
  await expect(toast).toContainText(/Zwróć klientowi 1040\szł \(przelew\) najpóźniej \d{1,2}\s\p{L}+\s\d{4}\./u);
  await expect(toast).toContainText("Klient dostanie e-mail z potwierdzeniem.");
  await expect(page.locator(".packages-item")).toHaveCount(0);
  await page.getByText("Usunięte pakiety (1)").tap();
  await expect(page.locator(".packages-removed-item")).toContainText(/Powód: odstąpienie od umowy \(oświadczenie z\s\d{1,2}\s\p{L}+\s\d{4}\)/u);

  const mails = withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        "select count(*) as count from outbox where kind = 'package_withdrawn_client' and package_id in (select id from client_packages where client_id = ?)",
      )
      .get(id),
  );
  expect(mails).toEqual({ count: 1 });
});
