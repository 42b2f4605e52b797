// A voucher sold by phone (issue 78): on a 390 px phone the trainer opens
// "Sprzedaj bon" on /admin/bony, fills it top to bottom in one go; a wrong
// e-mail is refused in Polish with everything typed kept; ticked as paid, the
// sale is stored once however often it is sent, the buyer gets the PDF with
// its code, and the trainer is not mailed about her own sale.
import { expect, test } from "@playwright/test";
import { signIn, withDatabase } from "./admin";
import { untilPageCodeRuns } from "./site";
import { ownServerWithMail, TRAINER } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const { server, mailTo, sink } = ownServerWithMail();
const BUYER = "telefon@example.com";

const vouchersOf = (email: string) =>
  withDatabase(server.databaseFile, (db) => db.prepare("select code, paid_at, valid_until, recipient_name from vouchers where buyer_email = ?").all(email)) as {
    code: string;
    paid_at: string | null;
    valid_until: string | null;
    recipient_name: string | null;
  }[];

test("a voucher sold by phone and paid at once: one sale, the buyer mailed its PDF, a wrong e-mail refused with the rest kept", async ({ page }) => {
  await signIn(page, server.url, "/admin/bony");
  await page.getByText("Sprzedaj bon (telefon, na miejscu)").click();
  await page.getByLabel("Bon", { exact: true }).selectOption({ index: 0 });
  await page.getByLabel("Imię i nazwisko").fill("Zenon Dzwoniący");
  await page.getByLabel("E-mail").fill("telefon@example");
  await page.getByLabel("Telefon").fill("600 700 800");
  await page.getByLabel("Imię obdarowanej osoby").fill("Halina");
  await page.getByRole("radio", { name: "opłacony BLIK-iem" }).check();
  await page.getByRole("button", { name: "Zapisz sprzedaż bonu" }).click();

  await expect(page.getByRole("alert").first()).toHaveText("Popraw zaznaczone pola i wyślij zamówienie jeszcze raz.");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Zenon Dzwoniący");
  await expect(page.getByLabel("Imię obdarowanej osoby")).toHaveValue("Halina");
  await expect(page.getByRole("radio", { name: "opłacony BLIK-iem" })).toBeChecked();

  await page.getByLabel("E-mail").fill(BUYER);
  const save = page.getByRole("button", { name: "Zapisz sprzedaż bonu" });
  await save.dblclick();
  await expect(page.getByRole("status").filter({ hasText: /^Bon\sBON-[A-Z2-9]{4}-[A-Z2-9]{4}\ssprzedany\si\sopłacony,\sważny\sdo/ })).toBeVisible();
  const sold = vouchersOf(BUYER);
  expect(sold).toHaveLength(1);
  expect(sold[0]).toMatchObject({ recipient_name: "Halina" });
  expect(sold[0]!.valid_until).not.toBeNull();
  await expect(page.getByRole("region", { name: /^Opłacone, do wykorzystania/ })).toContainText(sold[0]!.code);
  // In the books as a BLIK payment of the voucher's price, once.
  const entries = withDatabase(server.databaseFile, (db) =>
    db.prepare("select method, ledger_entries.amount from ledger_entries join vouchers on vouchers.id = voucher_id where buyer_email = ?").all(BUYER),
  ) as { method: string; amount: number }[];
  expect(entries).toHaveLength(1);
  expect(entries[0]!.method).toBe("blik");

  const mail = await mailTo(BUYER);
  expect(mail.header("Subject")).toMatch(/^Twój bon podarunkowy: /);
  expect(mail.attachments.map((file) => file.contentType)).toContain("application/pdf");
  expect(mail.text).toContain(sold[0]!.code);
  expect(sink().messages.filter((message) => message.envelope.to.includes(TRAINER))).toEqual([]);
});

test("a voucher sold by phone to be paid by transfer waits for payment, its payment details mailed", async ({ page }) => {
  await signIn(page, server.url, "/admin/bony");
  await page.getByText("Sprzedaj bon (telefon, na miejscu)").click();
  await page.getByLabel("Imię i nazwisko").fill("Irena Przelewowa");
  await page.getByLabel("E-mail").fill("przelew@example.com");
  await page.getByLabel("Telefon").fill("600 700 801");
  await page.getByRole("button", { name: "Zapisz sprzedaż bonu" }).click();
  await expect(page.getByRole("status").filter({ hasText: /zapisany\. Kupujący dostanie e-mailem dane do płatności/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Czekają na wpłatę/ })).toContainText("Irena Przelewowa");
  expect((await mailTo("przelew@example.com")).header("Subject")).toMatch(/^Zamówienie: /);
});

test("leaving a voucher sale half typed asks first, and Zostań keeps what was typed", async ({ page }) => {
  await signIn(page, server.url, "/admin/bony");
  await untilPageCodeRuns(page);
  await page.getByText("Sprzedaj bon (telefon, na miejscu)").tap();
  await page.getByLabel("Imię i nazwisko").fill("Wanda Wahająca");
  await page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Kalendarz" }).tap();
  const question = page.getByRole("dialog", { name: "Zmiany nie są zapisane" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Zostań" }).tap();
  await expect(page).toHaveURL(/\/admin\/bony$/);
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Wanda Wahająca");
});
