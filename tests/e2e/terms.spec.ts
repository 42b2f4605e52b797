// /regulamin is written from the facts: who the trainer is, the price list,
// the booking rules and the payment facts the trainer edits in "Regulamin i
// płatności"; every public page's footer links to it, and its model
// withdrawal form has an address of its own. A server of its own: it publishes.
import { expect, test } from "@playwright/test";
import { ownInboxServer, signIn } from "./admin";
import { openPart } from "./editor-parts";
import { publicPages } from "./site";

// Its own server: the second test publishes.
ownInboxServer();

test.describe.configure({ mode: "serial" });

test("every public page's footer links to the terms, which name the trainer, the prices, the rules, the withdrawal right and the form", async ({ page }) => {
  for (const { path } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Regulamin" }), path).toHaveAttribute("href", "/regulamin");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Regulamin" }).click();
  await expect(page).toHaveURL(/\/regulamin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Regulamin" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("NIP 0000000000");
  await expect(main).toContainText("Pakiet 8 treningów: 1040 zł za 8 treningów");
  await expect(main).toContainText("odwołać lub przełożyć najpóźniej 12 godzin przed terminem");
  await expect(main).toContainText("Od umowy o trening możesz odstąpić bez podania przyczyny w ciągu 14 dni");
  await expect(main).toContainText("w ciągu 14 dni od dnia jej zawarcia");
  await expect(main).not.toContainText("pkt 12");
  // The offer has vouchers on sale: their own part, with their validity as the page says it and their own withdrawal.
  await expect(main.getByRole("heading", { level: 2, name: /Bony podarunkowe$/ })).toBeVisible();
  await expect(main).toContainText("Bon na trening personalny: Trening personalny (60 min), cena 150 zł, ważny 6 miesięcy od dnia zapłaty.");
  await expect(main).toContainText("Od umowy o bon podarunkowy możesz odstąpić bez podania przyczyny w ciągu 14 dni");
  await expect(main).toContainText("pakietów oraz bonów podarunkowych");
  // The electronic services (art. 8 of the act on providing services by electronic means).
  const services = page.getByRole("region", { name: /Usługi elektroniczne/ });
  for (const part of [
    "„Moje treningi”",
    "powiadomienia push",
    "listę oczekujących",
    "kalendarz do subskrypcji",
    "aktualna przeglądarka",
    "treści bezprawnych",
    "zakończysz ją w każdej chwili",
    "Reklamację usług elektronicznych",
  ]) {
    await expect(services, part).toContainText(part);
  }
  await expect(main).toContainText("Numer konta do przelewów: 61 1090 1014 0000 0712 1981 2874");

  await page.goto("/regulamin#formularz-odstapienia");
  const form = page.getByRole("region", { name: /wzór formularza odstąpienia od umowy/ });
  await expect(form).toBeInViewport();
  await expect(form).toContainText("Adresat: Jan Kowalski Trening Personalny, ul. Sportowa 1, 00-001 Przykładowo");
  await expect(form).toContainText("o moim/naszym odstąpieniu od umowy o świadczenie następującej usługi");
});

test("the trainer changes how clients pay; a wrong account number is refused in Polish, and the terms follow a good one", async ({ page }) => {
  await signIn(page, "", "/admin/tresci/regulamin");
  const payments = await openPart(page, "Płatności");
  const account = payments.getByLabel("Numer konta do przelewów");
  // One digit off: the checksum catches it before a client sends money to nobody.
  await account.fill("61 1090 1014 0000 0712 1981 2875");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByText(/numer konta ma 26 cyfr/).first()).toBeVisible();

  await account.fill("PL27 1140 2004 0000 3002 0135 5387");
  await payments.getByLabel("Telefon do przelewów BLIK").fill("600 700 800");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Numer konta do przelewów/ })).toBeVisible();

  await page.goto("/regulamin");
  const main = page.getByRole("main");
  await expect(main).toContainText("Numer konta do przelewów: 27 1140 2004 0000 3002 0135 5387");
  await expect(main).toContainText("Przelew BLIK na telefon: +48 600 700 800");
  await expect(main).not.toContainText("0712 1981 2874");
});
