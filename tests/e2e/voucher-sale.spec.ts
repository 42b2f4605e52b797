// A voucher sold by phone (issue 78): on a 390 px phone the trainer opens
// "Sprzedaj bon" on /admin/bony, fills it top to bottom in one go; a wrong
// e-mail is refused in Polish with everything typed kept; ticked as paid, the
// sale is stored once however often it is sent, the buyer gets the PDF with
// its code, and the trainer is not mailed about her own sale.
// Issue 79: that mail confirms the contract (the voucher's own withdrawal
// text, the terms attached); a buyer at the desk with no e-mail is mailed
// nothing, and the panel says to hand over the printed voucher and terms;
// a voucher extended in the panel is mailed again, its PDF at the new date.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { extractText, getDocumentProxy } from "unpdf";
import { formatDate } from "../../app/scheduling/warsaw-time";
import { signIn, withDatabase } from "./admin";
import { untilPageCodeRuns } from "./site";
import { ownServerWithMail, TRAINER } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const { server, mailTo, mailsTo, sink } = ownServerWithMail();
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

  // The contract confirmed on a durable medium (art. 21): the voucher's facts, its own withdrawal text, the PDF and the terms.
  const mail = await mailTo(BUYER);
  expect(mail.header("Subject")).toMatch(/^Twój bon podarunkowy: /);
  expect(mail.attachments.map((file) => file.contentType)).toContain("application/pdf");
  expect(mail.attachments.map((file) => file.filename)).toContain("regulamin.html");
  expect(mail.text).toContain(sold[0]!.code);
  expect(mail.text).toMatch(/opłacony \d{1,2} \S+ \d{4}: BLIK/);
  expect(mail.text).toMatch(/Ważny do \d{1,2} \S+ \d{4} r\. \(6 miesięcy od dnia zapłaty\)/);
  expect(mail.text).toContain("Od umowy o bon podarunkowy możesz odstąpić");
  expect(mail.text).toContain("Kod bonu zostanie wtedy anulowany.");
  expect(mail.text).not.toContain("Od umowy o pakiet treningów");
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

test("a voucher sold at the desk to a buyer with no e-mail: nothing mailed, the panel says to hand over the printed voucher and terms, and gives its PDF", async ({
  page,
}) => {
  await signIn(page, server.url, "/admin/bony");
  await page.getByText("Sprzedaj bon (telefon, na miejscu)").click();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/Nieobowiązkowy/);
  await page.getByLabel("Imię i nazwisko").fill("Bożena Bezmailowa");
  await page.getByLabel("Telefon").fill("600 700 802");
  await page.getByRole("radio", { name: "opłacony gotówką" }).check();
  await page.getByRole("button", { name: "Zapisz sprzedaż bonu" }).click();
  await expect(page.getByRole("status").filter({ hasText: /sprzedany\si\sopłacony/ })).toContainText(
    /Bez\sadresu\se-mail\snic\snie\szostanie\swysłane:\swydrukuj\sbon\s.*\si\sregulamin\sze\sstrony\sRegulamin\si\swręcz\sje\sosobie\skupującej\./,
  );
  const item = page.getByRole("listitem").filter({ hasText: "Bożena Bezmailowa" });
  await expect(item).toContainText("bez e-maila");
  const [code] = (
    withDatabase(server.databaseFile, (db) => db.prepare("select code from vouchers where buyer_name = ?").all("Bożena Bezmailowa")) as { code: string }[]
  ).map((row) => row.code);
  const pdf = await page.request.get((await item.getByRole("link", { name: `Bon w PDF do wydruku: ${code}` }).getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`bon-podarunkowy-${code}.pdf`);
  // Nothing to mail: no message of this voucher in the outbox, whose rows are written with the sale.
  const messages = withDatabase(server.databaseFile, (db) =>
    db.prepare("select count(*) as count from outbox join vouchers on vouchers.id = voucher_id where code = ?").get(code),
  ) as { count: number };
  expect(messages.count).toBe(0);
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

test("a voucher extended in the panel is mailed to its buyer again, the PDF at its new last day", async ({ page }) => {
  const buyer = "przedluzony@example.com";
  await signIn(page, server.url, "/admin/bony");
  await page.getByText("Sprzedaj bon (telefon, na miejscu)").click();
  await page.getByLabel("Bon", { exact: true }).selectOption({ index: 0 });
  await page.getByLabel("Imię i nazwisko").fill("Irena Przedłużona");
  await page.getByLabel("E-mail").fill(buyer);
  await page.getByLabel("Telefon").fill("600 700 801");
  await page.getByRole("radio", { name: "opłacony BLIK-iem" }).check();
  await page.getByRole("button", { name: "Zapisz sprzedaż bonu" }).click();
  await expect(page.getByRole("status").filter({ hasText: /sprzedany\si\sopłacony/ })).toBeVisible();
  const { code, valid_until: validUntil } = vouchersOf(buyer)[0]!;
  await mailTo(buyer);

  const later = Temporal.PlainDate.from(validUntil!).add({ months: 2 });
  const entry = page.getByRole("listitem").filter({ hasText: code });
  await entry.getByText("Przedłuż ważność…").click();
  await entry.getByLabel("Nowa data ważności").fill(later.toString());
  await entry.getByLabel("Powód przedłużenia").fill("Kontuzja obdarowanej osoby.");
  await entry.getByRole("button", { name: "Przedłuż ważność" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: /Kupujący\sdostanie\se-mailem\sbon\sw\sPDF\sz\snową\sdatą\./ })).toBeVisible();

  const [, extended] = await mailsTo(buyer, 2);
  expect(extended!.header("Subject")).toBe(`Bon podarunkowy przedłużony: ważny do ${formatDate(later)} r.`);
  const pdf = extended!.attachments.find((file) => file.contentType === "application/pdf")!;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  expect(text).toContain(code);
  expect(text.replace(/\s+/g, " ")).toContain(formatDate(later));
  // Once, for the double tap.
  expect(sink().messages.filter((message) => message.envelope.to.includes(buyer))).toHaveLength(2);
});
