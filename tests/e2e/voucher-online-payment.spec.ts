// Issue 81: a voucher ordered late in the evening is paid on Przelewy24's
// page (the double's, tests/support/przelewy24-double.ts) and its PDF reaches
// the buyer with no tap by the trainer; the books show the money as
// "Przelewy24 (online)"; cancelled, its money goes back through Przelewy24.
// Ordered with JavaScript and without: the page's form-action allows the
// provider's page the order's redirect leads to.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin";
import { TRAINER } from "./mail-server";
import { ownServerWithPrzelewy24 } from "./payment-servers";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo, double: p24 } = ownServerWithPrzelewy24();

async function order(page: Page, buyer: string) {
  await page.goto(`${server.url}/bon-podarunkowy`);
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Łucja Żółtowska");
  await page.getByLabel("E-mail").fill(buyer);
  await page.getByLabel("Telefon").fill("600 100 200");
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  // The provider's page, not ours: the amount in grosze registered as the voucher's price.
  await expect(page.getByText("Przelewy24 (atrapa testowa)")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(p24().base);
  await expect(page.getByText(/150[,.]00 zł|150 zł/)).toBeVisible();
}

test("a voucher paid on Przelewy24's page is mailed as a PDF with no tap by the trainer, and the month's books show it online", async ({ page }) => {
  const buyer = "nocny-zakup@example.com";
  await order(page, buyer);
  await page.getByRole("button", { name: "Zapłać" }).click();
  await expect(page.getByRole("status")).toContainText("Płatność jest przyjęta");
  expect(new URL(page.url()).pathname).toBe("/bon-podarunkowy");

  const mails = await mailsTo(buyer, 2);
  const pdfMail = mails.find((mail) => mail.header("Subject") === "Twój bon podarunkowy: Bon na trening personalny");
  expect(pdfMail?.attachments.some((file) => file.contentType === "application/pdf")).toBe(true);
  // The durable record of the payment: the provider, the day, the amount and its transaction.
  expect(pdfMail?.text).toMatch(/Przelewy24, \d{1,2}\s\S+\s\d{4}, 150\szł, transakcja\s3\d{8}/);
  // The order's confirmation says how it was paid, or what to do if the online payment failed: never only the transfer.
  const confirmation = mails.find((mail) => mail.header("Subject") === "Zamówienie: Bon na trening personalny");
  expect(confirmation?.text).toMatch(/Zapłacono online przez Przelewy24|Jeśli płatność online przez Przelewy24 się nie udała/);
  expect(p24().notifications.filter((sent) => sent.status === 200)).toHaveLength(1);
  // The trainer is told there is nothing to tap, whether the mail went before the payment or after.
  const trainerMail = (await mailsTo(TRAINER)).find((mail) => /^Zamówiony bon/.test(mail.header("Subject") ?? ""));
  expect(trainerMail?.text).toMatch(/i (płaci|zapłacił) online przez Przelewy24\. .*nie musisz nic robić/);

  await signIn(page, server.url, "/admin/platnosci");
  await expect(page.getByRole("row", { name: /Przelewy24 \(online\)\s*150 zł/ })).toBeVisible();

  // The buyer withdraws: the trainer cancels the voucher, and its money goes back through Przelewy24, no bank app.
  await page.goto(`${server.url}/admin/bony`);
  const entry = page.getByRole("listitem").filter({ hasText: "Łucja Żółtowska" }).filter({ hasText: "Anuluj bon…" });
  await entry.getByText("Anuluj bon…").click();
  await entry.getByLabel("Powód anulowania").fill("Kupujący odstąpił od umowy w ciągu 14 dni.");
  await entry.getByRole("button", { name: "Anuluj bon" }).click();
  await expect(page.getByRole("status").filter({ hasText: /anulowany\. Zwrot 150\szł jest zlecony w\sPrzelewy24/ })).toBeVisible();
  await expect.poll(() => [...p24().transactions.values()].filter((transaction) => transaction.refunded === 15000).length).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the order's form leads to the provider's page, and a payment given up leaves the order waiting", async ({ page }) => {
    await order(page, "bez-skryptow@example.com");
    await page.getByRole("button", { name: "Porzuć" }).click();
    await expect(page.getByRole("status")).toContainText("Czekam na potwierdzenie płatności od Przelewy24");
  });
});
