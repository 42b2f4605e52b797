// The import on the trainer's phone (issue 78, at 390 px): an Excel file is
// refused with how to save it as CSV, not offered as zip bytes to map; a row
// with the phone of a card she made joins that card as her phone bookings
// do; a skipped row is named with why; imported cards are not the month's
// "Nowi klienci".
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn, withDatabase } from "./admin";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.from("[Content_Types].xml"), Buffer.alloc(64)]);
const CSV = Buffer.from("Imię;Nazwisko;Telefon;Email\r\nOla;Nowa;600 111 222;ola.nowa@example.com\r\nBez;Kontaktu;;\r\nJanek;Telefon;600 000 002;\r\n", "utf8");

test("an Excel file refused in Polish; a CSV's known phone joins its card, a skipped row named, imported cards not new clients", async ({ page }) => {
  withDatabase(server.databaseFile, (db) => {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values ('Ktoś Z Telefonu', '', '600 000 002', '', ?, ?)")
      .run(now, now);
    db.prepare("insert into client_keys (key, client_id) values ('p:+48600000002', ?)").run(lastInsertRowid);
  });
  await signIn(page, "", "/admin/klienci/import");
  const file = page.getByLabel("Plik z klientami (CSV albo vCard)");
  await file.setInputFiles({ name: "klienci.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: XLSX });
  await page.getByRole("button", { name: "Wczytaj plik" }).tap();
  await expect(page.getByText(/To plik arkusza \(np\.\sExcel, \.xlsx\), a\snie CSV\. Zapisz plik jako CSV/)).toBeVisible();
  await expect(page.getByText("PK")).toHaveCount(0);

  await page.getByLabel("Plik z klientami (CSV albo vCard)").setInputFiles({ name: "klienci.csv", mimeType: "text/csv", buffer: CSV });
  await page.getByRole("button", { name: "Wczytaj plik" }).tap();
  await page.getByRole("button", { name: "Pokaż podgląd" }).tap();
  const counts = page.locator(".import-counts");
  await expect(counts).toContainText(/1\snowa karta/);
  await expect(counts).toContainText(/1\swiersz z\se-mailem albo telefonem istniejącej karty/);
  await expect(counts).toContainText(/1\swiersz pominięty/);
  // The skipped row by its name and why.
  await expect(page.getByText(/Bez Kontaktu/)).toBeVisible();
  await expect(page.getByText(/brak e-maila i\stelefonu/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Importuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /Zaimportowano: 1\snowa karta, 1\swiersz dołączony do istniejącej karty\./ })).toBeVisible();
  const cards = withDatabase(server.databaseFile, (db) => db.prepare("select name, phone from clients order by id").all());
  expect(cards).toEqual([
    { name: "Ktoś Z Telefonu", phone: "600 000 002" },
    { name: "Ola Nowa", phone: "600 111 222" },
  ]);

  // The month's summary: the card she made is new, the imported one is not.
  await page.goto("/admin/platnosci");
  await expect(page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Nowi klienci" }) })).toContainText("1");
});

test("an imported person with an e-mail is told within the month where the data came from: the page says when, and one tap holds it", async ({ page }) => {
  await signIn(page, "", "/admin/klienci/import");
  await page
    .getByLabel("Plik z klientami (CSV albo vCard)")
    .setInputFiles({ name: "kontakty.csv", mimeType: "text/csv", buffer: Buffer.from("Imię;Nazwisko;Email\r\nMarta;Z Importu;marta.import@example.com\r\n") });
  await page.getByRole("button", { name: "Wczytaj plik" }).tap();
  await page.getByRole("button", { name: "Pokaż podgląd" }).tap();
  // Before the button: what art. 14 asks, and the very mail the new card's person will get.
  await expect(page.getByText(/muszą się dowiedzieć, skąd je masz.*\(art\.\s14 RODO\)/)).toBeVisible();
  await page.getByText("Treść e-maila").tap();
  await expect(page.getByText(/z\smojej dotychczasowej listy klientów \(plik „kontakty\.csv”\)/)).toBeVisible();
  await page.getByRole("button", { name: "Importuj" }).tap();
  const notices = page.getByRole("region", { name: "Informacja dla osób z importu" });
  await expect(notices).toContainText(/z\simportu dostan(ie|ą) \d+ \S+ \d{4} e-mail z\sinformacją, skąd masz ich dane/);
  const [card] = withDatabase(server.databaseFile, (db) =>
    db.prepare("select imported_from, import_notice_at from clients where email = 'marta.import@example.com'").all(),
  ) as { imported_from: string; import_notice_at: string | null }[];
  expect(card?.imported_from).toBe("kontakty.csv");
  expect(card?.import_notice_at).not.toBeNull();
  await expectNoAxeViolations(page);

  await notices.getByRole("button", { name: "Wstrzymaj te e-maile" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /Wstrzymano \d+ e-mail(e|i)? do\sosób z\simportu\./ })).toBeVisible();
  await expect(notices).toHaveCount(0);
  const waiting = withDatabase(server.databaseFile, (db) =>
    db.prepare("select count(*) as count from outbox where kind = 'import_notice_client' and status = 'pending'").get(),
  );
  expect(waiting).toEqual({ count: 0 });
});
