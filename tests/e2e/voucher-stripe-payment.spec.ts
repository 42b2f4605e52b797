// Issue 81 with Stripe instead of Przelewy24: a voucher ordered on a phone is
// paid on Stripe Checkout's page (the double's, tests/support/stripe-double.ts,
// its events signed by the official package) and its PDF reaches the buyer
// with no tap by the trainer.
import { expect, test } from "@playwright/test";
import { ownServerWithStripe } from "./payment-servers";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo, double: stripe } = ownServerWithStripe();

test("a voucher paid on Stripe's page is mailed as a PDF with no tap by the trainer", async ({ page }) => {
  const buyer = "karta@example.com";
  await page.goto(`${server.url}/bon-podarunkowy`);
  await expect(page.getByText(/online przez Stripe/)).toBeVisible();
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Łucja Żółtowska");
  await page.getByLabel("E-mail").fill(buyer);
  await page.getByLabel("Telefon").fill("600 100 200");
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByText("Stripe (atrapa testowa)")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(stripe().base);
  await page.getByRole("button", { name: "Zapłać" }).click();
  await expect(page.getByRole("status")).toContainText("Płatność jest przyjęta");

  const pdfMail = (await mailsTo(buyer, 2)).find((mail) => mail.header("Subject") === "Twój bon podarunkowy: Bon na trening personalny");
  expect(pdfMail?.attachments.some((file) => file.contentType === "application/pdf")).toBe(true);
  expect(pdfMail?.text).toMatch(/Stripe, \d{1,2}\s\S+\s\d{4}, 150\szł, transakcja\scs_test_/);
  expect(
    stripe()
      .events.filter((event) => event.type === "checkout.session.completed")
      .map((event) => event.status),
  ).toEqual([200]);
});
