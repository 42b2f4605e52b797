// A package ordered online (/oferta's "Kup pakiet" leads to
// /rezerwacja?usluga=…&pakiet=…): the page names the package and its whole
// price, says the 14-day right of withdrawal, refuses a first session within
// those 14 days without the client's separate request to start early, and
// records the package on the client's card with the booking; the mail carries
// the terms, the withdrawal information and the model form.
// (Without JavaScript: tests/requests/package-order.spec.ts.)
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { ownServerWithMail } from "./mail-server";
import { ORDER, warsawDay } from "./package-order-setup";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const { server, mailTo } = ownServerWithMail();

const EARLY_START = "Proszę o rozpoczęcie treningów przed upływem 14 dni na odstąpienie od umowy.";

/** The first bookable day of the order that passes `wanted`. */
async function chooseDay(page: Page, wanted: (date: string) => boolean): Promise<string> {
  const hrefs = await page
    .getByRole("link", { name: /wolnych terminów|wolne terminy|wolny termin/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const href = hrefs.find((candidate) => wanted(/dzien=(\d{4}-\d{2}-\d{2})/.exec(candidate)![1]!))!;
  await page.goto(href);
  return /dzien=(\d{4}-\d{2}-\d{2})/.exec(href)![1]!;
}

test("a first session within the 14 days: refused without the request to start early, kept as typed; ordered with it, on the card and in the mail", async ({
  page,
}) => {
  // The whole order as one client and then the trainer lives it: two submits, an axe scan, the mail, and a sign-in
  // (scrypt, slow by design); alone it takes ~25 s, beside other workers more than the default 30 s.
  test.setTimeout(90_000);
  await page.goto(ORDER);
  await expect(page.getByRole("heading", { name: "Zamawiasz: Pakiet 8 treningów" })).toBeVisible();
  await expect(page.getByText("1040 zł za cały pakiet, 8 treningów").first()).toBeVisible();
  await chooseDay(page, (date) => date <= warsawDay(14));

  const summary = page.getByRole("region", { name: "5. Podsumowanie" });
  await expect(summary.getByText("1040 zł za cały pakiet, 8 treningów (cena brutto)")).toBeVisible();
  await expect(summary.getByText("150 zł")).toHaveCount(0);
  await expect(summary.getByText("14 dni od zamówienia, bez podania przyczyny.")).toBeVisible();
  await summary.getByText("Prawo odstąpienia od umowy", { exact: true }).click();
  await expect(summary.getByText("art. 35 ustawy o prawach konsumenta")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Wzór formularza odstąpienia" })).toHaveAttribute("href", "/regulamin#formularz-odstapienia");
  const consent = page.getByRole("checkbox", { name: EARLY_START });
  await expect(consent).not.toBeChecked();

  await page.getByRole("radio").first().check();
  await page.getByLabel("Imię i nazwisko").fill("Marta Pakietowa");
  await page.getByLabel("E-mail").fill("pakiet@example.com");
  await page.getByLabel("Telefon").fill("600 300 400");
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(
    page.getByText(`Pierwszy trening wypada przed upływem 14 dni na odstąpienie od umowy. Zaznacz prośbę o wcześniejsze rozpoczęcie albo wybierz termin od`),
  ).toBeVisible();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Marta Pakietowa");
  await expect(page.getByRole("radio").first()).toBeChecked();
  await expectNoAxeViolations(page);

  await consent.check();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  // The booking page says what the confirmation says: the session is in the package's price, the package is to pay, and how.
  const bookingPage = page.getByRole("main");
  await expect(bookingPage).toContainText("w cenie pakietu");
  await expect(bookingPage).toContainText("Do zapłaty: 1040 zł, na pierwszym treningu");
  await expect(bookingPage).toContainText("numer konta 61 1090 1014 0000 0712 1981 2874");

  const mail = await mailTo("pakiet@example.com");
  const text = mail.text.replace(/\u00a0/g, " ");
  expect(mail.header("subject")).toMatch(/^Potwierdzenie zamówienia: Pakiet 8 treningów, pierwszy trening/);
  expect(text).toContain("Cena pakietu: 1040 zł");
  expect(text).toContain("Do zapłaty: 1040 zł, na pierwszym treningu");
  expect(text).toContain("w ciągu 14 dni od dnia jej zawarcia");
  expect(text).toContain("Na Twoją prośbę treningi zaczynają się przed upływem 14 dni");
  expect(text).toContain("Wzór formularza odstąpienia od umowy");
  expect(text).toContain("Adresat: Jan Kowalski Trening Personalny");
  expect(text).toContain(`Regulamin: ${server.url}/regulamin`);

  // The package is on the client's card in the panel, unpaid.
  const clientId = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select id from clients where email = ?").get("pakiet@example.com") as { id: number }).id,
  );
  await signIn(page, server.url, `/admin/klienci/${clientId}/pakiety`);
  // The package on the card (the sale form above it names the price list's packages too).
  await expect(page.locator(".packages-item .packages-balance").filter({ hasText: /^Pakiet 8 treningów:/ })).toBeVisible();
  const sale = withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        "select origin, (select count(*) from ledger_entries where package_id = client_packages.id) as payments, early_start_requested_at from client_packages where client_id = ?",
      )
      .all(clientId),
  ) as { origin: string; payments: number; early_start_requested_at: string | null }[];
  expect(sale).toEqual([{ origin: "online", payments: 0, early_start_requested_at: expect.any(String) }]);
});
