// A paid session booked at /rezerwacja says what the Consumer Rights Act asks
// before the order (art. 12: the price, how to pay, who the trainer is, the
// 14 days for withdrawal) and a button that obliges to pay (art. 17 ust. 3);
// its mail confirms the terms on a durable medium (art. 21), the terms in
// force attached as a file, and links to /regulamin. A free consultation
// stays as simple as it was.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./admin";
import { ownServerWithMail } from "./mail-server";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const { server, mailTo: mailOf } = ownServerWithMail();

async function fillAndChooseFirstTime(page: Page, service: string, email: string) {
  await page.goto(`/rezerwacja?usluga=${service}`);
  await page
    .getByRole("link", { name: /wolnych terminów|wolne terminy|wolny termin/ })
    .first()
    .click();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Imię i nazwisko").fill("Zofia Żak");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefon").fill("600 100 200");
}

test("a paid session: the terms before the button that says it obliges to pay, and in the mail", async ({ page }) => {
  await fillAndChooseFirstTime(page, "trening-personalny", "platny@example.com");
  const summary = page.getByRole("region", { name: "5. Podsumowanie" });
  await expect(summary.getByText("Łączna cena")).toBeVisible();
  await expect(summary.getByText("150 zł (cena brutto)")).toBeVisible();
  await expect(summary.getByText("na miejscu, w dniu treningu: gotówką, przelewem lub BLIK-iem.")).toBeVisible();
  await expect(summary.getByText("14 dni od rezerwacji, bez podania przyczyny.")).toBeVisible();
  // Who the trainer is, and the details of withdrawal, open from the keyboard.
  const seller = summary.getByText("Kto świadczy usługę: Jan Kowalski Trening Personalny");
  await seller.focus();
  await page.keyboard.press("Enter");
  await expect(summary.getByText("NIP 0000000000")).toBeVisible();
  await summary.getByText("Prawo odstąpienia od umowy", { exact: true }).click();
  await expect(summary.getByText(/^Od\sumowy\so\strening\smożesz\sodstąpić\sbez\spodania\sprzyczyny\sw\sciągu\s14\sdni/)).toBeVisible();
  await expect(summary).not.toContainText("pkt 12");
  await expect(summary.getByRole("link", { name: "Regulamin" })).toHaveAttribute("href", "/regulamin");
  // No box to tick for the contract: the one checkbox is the review request's, unticked and optional (issue 80).
  await expect(page.getByRole("checkbox")).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name: /poprosić mnie raz o\sopinię/ })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Zarezerwuj" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  const received = await mailOf("platny@example.com");
  const mail = received.text.replace(/\u00a0/g, " ");
  expect(mail).toContain("Cena: 150 zł");
  expect(mail).toContain("Do zapłaty: 150 zł, na miejscu, w dniu treningu");
  expect(mail).toContain("61 1090 1014 0000 0712 1981 2874");
  expect(mail).toContain("w ciągu 14 dni od dnia jej zawarcia (dnia rezerwacji)");
  expect(mail).not.toContain("pkt 12");
  expect(mail).toContain(`Regulamin: ${server.url}/regulamin`);
  // The terms as they are when the contract is made, a file the client keeps.
  const terms = received.attachments.find((file) => file.filename === "regulamin.html");
  expect(terms?.contentType).toBe("text/html");
  expect(terms?.content).toContain("Usługi elektroniczne");
});

test("a free consultation: no terms to read, 'Zarezerwuj', and a mail that only gains the link to the terms", async ({ page }) => {
  await fillAndChooseFirstTime(page, "konsultacja", "bezplatny@example.com");
  await expect(page.getByRole("region", { name: "5. Podsumowanie" })).toHaveCount(0);
  await expect(page.getByText("Łączna cena")).toHaveCount(0);
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  const received = await mailOf("bezplatny@example.com");
  expect(received.attachments.map((file) => file.filename)).not.toContain("regulamin.html");
  const mail = received.text.replace(/\u00a0/g, " ");
  expect(mail).toContain(`Regulamin: ${server.url}/regulamin`);
  expect(mail).not.toContain("Odstąpienie od umowy");
  expect(mail).not.toContain("Do zapłaty");
});
