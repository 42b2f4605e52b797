// Issue 80: a client erased on request (RODO art. 17) is remembered only by
// hashes of their e-mail and phone, so the same old file imported again names
// them and adds no card until the trainer ticks their row, and "Dodaj
// klienta" with their phone asks the same yes first (at 390 px).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn, withDatabase } from "./admin";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a client erased on request comes back from the same file only with the trainer's tick on that row", async ({ page }) => {
  const file = Buffer.from(
    "Imię;Nazwisko;Telefon;Email\r\nRenata;Usunięta;600 333 444;renata@example.com\r\nPaweł;Nowy;600 333 555;pawel@example.com\r\n",
    "utf8",
  );
  const upload = async () => {
    await page.goto("/admin/klienci/import");
    await page.getByLabel("Plik z klientami (CSV albo vCard)").setInputFiles({ name: "stara-lista.csv", mimeType: "text/csv", buffer: file });
    await page.getByRole("button", { name: "Wczytaj plik" }).tap();
    await page.getByRole("button", { name: "Pokaż podgląd" }).tap();
  };
  const cardNames = () =>
    (withDatabase(server.databaseFile, (db) => db.prepare("select name from clients order by id").all()) as { name: string }[]).map((card) => card.name);
  await signIn(page, "", "/admin/klienci/import");
  await upload();
  await page.getByRole("button", { name: "Importuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /Zaimportowano: 2\snowe karty/ })).toBeVisible();
  const renata = withDatabase(server.databaseFile, (db) => (db.prepare("select id from clients where name = 'Renata Usunięta'").get() as { id: number }).id);
  await page.goto(`/admin/klienci/${renata}`);
  await page.getByRole("link", { name: "Usuń dane klienta" }).tap();
  await page.getByRole("button", { name: "Usuń na zawsze" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Dane klienta usunięte" })).toBeVisible();

  // The same file again: she is named and held back; Paweł joins his card.
  await upload();
  await expect(page.locator(".import-counts")).toContainText(
    /1\sosoba, której dane zostały wcześniej usunięte \(RODO\): bez Twojego potwierdzenia nie zostanie dodana/,
  );
  const hers = page.getByRole("checkbox", { name: /^Wiersz 1: Renata Usunięta — dodaj mimo to/ });
  await expect(hers).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Importuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /Zaimportowano: 0\snowych kart, 1\swiersz dołączony do istniejącej karty\./ })).toBeVisible();
  expect(cardNames()).not.toContain("Renata Usunięta");

  // Once more, her row ticked: she has come back and gave her data herself.
  await upload();
  await page.getByRole("checkbox", { name: /^Wiersz 1: Renata Usunięta/ }).tap();
  await page.getByRole("button", { name: "Importuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /Zaimportowano: 1\snowa karta/ })).toBeVisible();
  expect(cardNames()).toContain("Renata Usunięta");
});

test("'Dodaj klienta' with an erased person's phone asks the trainer's yes first, and adds the card with it", async ({ page }) => {
  withDatabase(server.databaseFile, (db) => {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values ('Teresa Telefon', '', '600 777 111', '', ?, ?)")
      .run(now, now);
    db.prepare("insert into client_keys (key, client_id) values ('p:+48600777111', ?)").run(lastInsertRowid);
  });
  const teresa = withDatabase(server.databaseFile, (db) => (db.prepare("select id from clients where name = 'Teresa Telefon'").get() as { id: number }).id);
  await signIn(page, "", `/admin/klienci/${teresa}`);
  await page.getByRole("link", { name: "Usuń dane klienta" }).tap();
  await page.getByRole("button", { name: "Usuń na zawsze" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Dane klienta usunięte" })).toBeVisible();

  await page.goto("/admin/klienci/nowy");
  await page.getByLabel("Imię i nazwisko").fill("Teresa Telefon");
  await page.getByLabel("Telefon").fill("600 777 111");
  await page.getByRole("button", { name: "Dodaj klienta" }).tap();
  await expect(page.getByText(/^Ten e-mail albo telefon miała osoba, której dane zostały usunięte \(RODO\)\./)).toBeVisible();
  await expect(page.getByLabel("Telefon")).toHaveValue("600 777 111");
  await page.getByRole("checkbox", { name: "Ta osoba sama wróciła i podała mi te dane" }).tap();
  await page.getByRole("button", { name: "Dodaj klienta" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /Dodano kartę: Teresa Telefon\./ })).toBeVisible();
});
