// A client's phone is lost: the card in the panel says where the client is
// signed in at "Moje treningi", and "Wyloguj klienta" ends every one of those
// sessions at once, and every push phone of the client with them; the phone's
// next visit asks for a new link. The client's own "Wyloguj" ends push on
// that browser (with JavaScript) or on all the client's phones (without:
// tests/requests/client-sign-out.spec.ts).
import { expect, test, type Browser } from "@playwright/test";
import { CLIENT_REMINDERS } from "../../app/client-reminders/client-reminders.messages";
import { signIn, withDatabase } from "./admin";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { pushEndpoints, signedIn, withPushPhones } from "./signed-in-clients";

test.use({ viewport: { width: 390, height: 844 } });

async function phoneOf(browser: Browser, baseURL: string, cookie: string, options: { javaScriptEnabled?: boolean } = {}) {
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, ...options });
  await phone.addCookies([{ name: "client-session", value: cookie, url: baseURL }]);
  return phone;
}

test("“Wyloguj klienta” on the card ends the client's sessions at “Moje treningi” on both phones, and their push", async ({ page, browser, baseURL }) => {
  const { clientId, cookies } = signedIn("Zofia Zgubiona", 2);
  withPushPhones(clientId, 2);
  const someoneElse = signedIn("Ktoś Inny", 1);
  const theirs = withPushPhones(someoneElse.clientId, 1);
  const phone = await phoneOf(browser, baseURL!, cookies[0]!);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  await expect(client.getByRole("button", { name: "Wyloguj" })).toBeVisible();

  await signIn(page, "", `/admin/klienci/${clientId}`);
  const section = page.getByRole("region", { name: "Strona „Moje treningi”" });
  await expect(section).toContainText("Konto klienta na stronie „Moje treningi” jest zalogowane na 2 urządzeniach.");
  await expect(section).toContainText("Wylogowanie wyłącza też powiadomienia na telefonach klienta");
  await section.getByRole("button", { name: "Wyloguj klienta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wylogowano klienta ze strony „Moje treningi” na 2 urządzeniach." })).toBeVisible();
  await expect(section).toContainText("Konto klienta na stronie „Moje treningi” nie jest teraz nigdzie zalogowane");
  await expect(section.getByRole("button", { name: "Wyloguj klienta" })).toHaveCount(0);
  // Every push phone of the client went with the sessions: their reminders go by e-mail. No one else's.
  expect(pushEndpoints(clientId)).toEqual([]);
  expect(pushEndpoints(someoneElse.clientId)).toEqual(theirs);

  await client.reload();
  await expect(client.getByLabel("Twój e-mail")).toBeVisible();
  await expect(client.getByRole("button", { name: "Wyloguj" })).toHaveCount(0);
  await phone.close();
});

test("the client's own “Wyloguj” ends push on this phone only, its subscription too", async ({ browser, baseURL }) => {
  const { clientId, cookies } = signedIn("Hanna Wylogowana", 1);
  const [thisPhone, otherPhone] = withPushPhones(clientId, 2);
  const phone = await phoneOf(browser, baseURL!, cookies[0]!);
  // This browser's subscription, as the client's worker keeps it (headless Chromium has no push service of its own).
  await phone.addInitScript((endpoint) => {
    const subscription = { endpoint, unsubscribe: async () => ((window as unknown as { unsubscribed: boolean }).unsubscribed = true) };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    ServiceWorkerContainer.prototype.getRegistration = async (scope) =>
      (scope === "/moje-treningi/" ? registration : undefined) as unknown as ServiceWorkerRegistration;
  }, thisPhone!);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  // The subject is the page's code (without it the server ends every push phone): it runs once the reminders' button,
  // sent disabled until the page knows this browser's push, is enabled.
  await expect(client.getByRole("button", { name: CLIENT_REMINDERS.enable })).toBeEnabled();
  await client.getByRole("button", { name: "Wyloguj" }).click();
  await expect(client.getByRole("status")).toHaveText("Wylogowano.");
  expect(await client.evaluate(() => (window as unknown as { unsubscribed?: boolean }).unsubscribed)).toBe(true);
  expect(pushEndpoints(clientId)).toEqual([otherPhone]);
  await phone.close();
});

test("“Wyślij link do „Moich treningów”” on the card mails the client the sign-in link; a card without an e-mail says what is missing", async ({ page }) => {
  const { clientId } = signedIn("Nowa Klientka", 0);
  await signIn(page, "", `/admin/klienci/${clientId}`);
  const section = page.getByRole("region", { name: "Strona „Moje treningi”" });
  await section.getByRole("button", { name: "Wyślij link do „Moich treningów”" }).click();
  const email = withDatabase(TEST_DATABASE_FILE, (db) => (db.prepare("select email from clients where id = ?").get(clientId) as { email: string }).email);
  await expect(page.getByRole("status").filter({ hasText: `Wysłano link do „Moich treningów” na adres ${email}.` })).toBeVisible();
  const queued = withDatabase(TEST_DATABASE_FILE, (db) =>
    db.prepare("select recipient from outbox where kind = 'client_sign_in_link' and client_id = ?").all(clientId),
  );
  expect(queued).toEqual([{ recipient: "client" }]);

  withDatabase(TEST_DATABASE_FILE, (db) => db.prepare("update clients set email = '' where id = ?").run(clientId));
  await section.getByRole("button", { name: "Wyślij link do „Moich treningów”" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Karta nie ma adresu e-mail" })).toBeVisible();
});
