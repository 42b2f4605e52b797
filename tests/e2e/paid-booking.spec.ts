// A paid session booked at /rezerwacja says what the Consumer Rights Act asks
// before the order (art. 12: the price, how to pay, who the trainer is, why
// the right of withdrawal does not apply) and a button that obliges to pay
// (art. 17 ust. 3); its mail confirms the terms on a durable medium (art. 21)
// and links to /regulamin. A free consultation stays as simple as it was.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./admin";
import { ownServerWithMail } from "./mail-server";
import { letFormsPastTheTimeTrap } from "./site";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const { server, mailTo: mailOf } = ownServerWithMail();
const mailTo = (address: string) => mailOf(address).then((mail) => mail.text.replace(/\u00a0/g, " "));

async function fillAndChooseFirstTime(page: Page, service: string, email: string) {
  await letFormsPastTheTimeTrap(page, server.databaseFile);
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
  await expect(summary.getByText("nie przysługuje: to trening w ustalonym dniu")).toBeVisible();
  // Who the trainer is, and the details of withdrawal, open from the keyboard.
  const seller = summary.getByText("Kto świadczy usługę: Jan Kowalski Trening Personalny");
  await seller.focus();
  await page.keyboard.press("Enter");
  await expect(summary.getByText("NIP 0000000000")).toBeVisible();
  await summary.getByText("Prawo odstąpienia od umowy", { exact: true }).click();
  await expect(summary.getByText("Do takich umów zawartych na odległość prawo odstąpienia nie przysługuje")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Regulamin" })).toHaveAttribute("href", "/regulamin");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Zarezerwuj" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  const mail = await mailTo("platny@example.com");
  expect(mail).toContain("Cena: 150 zł");
  expect(mail).toContain("Do zapłaty: 150 zł, na miejscu, w dniu treningu");
  expect(mail).toContain("61 1090 1014 0000 0712 1981 2874");
  expect(mail).toContain("art. 38 ust. 1 pkt 12");
  expect(mail).toContain(`Regulamin: ${server.url}/regulamin`);
});

test("a free consultation: no terms to read, 'Zarezerwuj', and a mail that only gains the link to the terms", async ({ page }) => {
  await fillAndChooseFirstTime(page, "konsultacja", "bezplatny@example.com");
  await expect(page.getByRole("region", { name: "5. Podsumowanie" })).toHaveCount(0);
  await expect(page.getByText("Łączna cena")).toHaveCount(0);
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  const mail = await mailTo("bezplatny@example.com");
  expect(mail).toContain(`Regulamin: ${server.url}/regulamin`);
  expect(mail).not.toContain("Odstąpienie od umowy");
  expect(mail).not.toContain("Do zapłaty");
});
