// Issue 62's first "Done when", its order and payment: a visitor on a phone
// orders a voucher for one session on /bon-podarunkowy, gets the order's mail
// with the terms attached, the trainer taps "Opłacony" in the panel, and the
// buyer's next mail carries the voucher as a PDF whose text has its code.
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { signIn } from "./admin";
import { ownServerWithMail, TRAINER } from "./mail-server";
import { letFormsPastTheTimeTrap } from "./site";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo, mailTo } = ownServerWithMail();
const BUYER = "kupujacy@example.com";

test("a voucher for one session ordered, marked paid by the trainer, and mailed as a PDF with its code", async ({ page }) => {
  await letFormsPastTheTimeTrap(page, server.databaseFile);
  await page.goto(`${server.url}/bon-podarunkowy`);
  await expect(page.getByRole("link", { name: /Bon na trening personalny/ })).toHaveAttribute("aria-current", "true");
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Łucja Żółtowska");
  await page.getByLabel("E-mail").fill(BUYER);
  await page.getByLabel("Telefon").fill("600 100 200");
  await page.getByLabel("Imię obdarowanej osoby").fill("Małgorzata");
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("status")).toContainText("Zamówienie bonu zostało przyjęte");

  const order = await mailTo(BUYER);
  expect(order.header("Subject")).toBe("Zamówienie: Bon na trening personalny");
  expect(order.text).toContain("przed wysłaniem bonu");
  expect(order.attachments.map((file) => file.filename)).toEqual(["regulamin.html"]);
  expect((await mailTo(TRAINER)).header("Subject")).toMatch(/^Zamówiony bon: Bon na trening personalny/);

  await signIn(page, server.url, "/admin/bony");
  await page.getByRole("button", { name: /^Opłacony/ }).click();
  await expect(page.getByText(/Bon opłacony, ważny do/)).toBeVisible();

  const voucher = (await mailsTo(BUYER, 2))[1]!;
  expect(voucher.header("Subject")).toBe("Twój bon podarunkowy: Bon na trening personalny");
  const pdf = voucher.attachments.find((file) => file.contentType === "application/pdf")!;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  const code = /BON-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0];
  expect(code).toBeDefined();
  expect(pdf.filename).toBe(`bon-podarunkowy-${code}.pdf`);
  expect(voucher.text).toContain(code);
  expect(text).toContain("BON PODARUNKOWY");
  expect(text).toContain("Małgorzata");
});
