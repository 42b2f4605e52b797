// A client's calendar feed address is a key: when someone else may have
// learnt it, the trainer ("Nowy adres kalendarza" on the card) or the client
// (on /moje-treningi) makes a new one, and the old one answers 404 at once.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin";
import { signedIn } from "./signed-in-clients";

const feedAddress = async (client: Page) => (await client.getByRole("region", { name: "Kalendarz" }).locator("code").textContent())!;

test("a new feed address from the card ends the old one; the client's page shows the new one", async ({ page, browser, baseURL, request }) => {
  const {
    clientId,
    cookies: [cookie],
  } = signedIn("Julia Kalendarzowa", 1);
  const phone = await browser.newContext({ baseURL });
  await phone.addCookies([{ name: "client-session", value: cookie!, url: baseURL! }]);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  const old = await feedAddress(client);
  const answer = await request.get(old);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/calendar");

  await signIn(page, "", `/admin/klienci/${clientId}`);
  const section = page.getByRole("region", { name: "Strona „Moje treningi”" });
  await section.getByText("Nowy adres kalendarza").click();
  await expect(section).toContainText("stary przestanie działać od razu");
  await section.getByRole("button", { name: "Utwórz nowy adres (stary przestanie działać)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Utworzono nowy adres kalendarza klienta." })).toBeVisible();

  expect((await request.get(old)).status()).toBe(404);
  await client.reload();
  const renewed = await feedAddress(client);
  expect(renewed).not.toBe(old);
  expect((await request.get(renewed)).status()).toBe(200);

  // The client can do the same on their own page.
  await client.getByText("Nowy adres kalendarza").click();
  await client.getByRole("button", { name: "Utwórz nowy adres" }).click();
  await expect(client.getByRole("status")).toHaveText("Kalendarz ma nowy adres, a stary już nie działa. Dodaj nowy do kalendarza w telefonie.");
  const own = await feedAddress(client);
  expect(own).not.toBe(renewed);
  expect((await request.get(renewed)).status()).toBe(404);
  expect((await request.get(own)).status()).toBe(200);
  await phone.close();
});
