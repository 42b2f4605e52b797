// A client's phone is lost: the card in the panel says where the client is
// signed in at "Moje treningi", and "Wyloguj klienta" ends every one of those
// sessions at once; the phone's next visit asks for a new link.
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { signIn, withDatabase } from "./admin";

test.use({ viewport: { width: 390, height: 844 } });

/** A card and two sessions of it at /moje-treningi, as the sign-in link opens them; the cookie values that carry them. */
function signedInTwice(name: string): { clientId: number; cookies: string[] } {
  const now = new Date().toISOString();
  const secrets = [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")];
  const clientId = withDatabase(TEST_DATABASE_FILE, (db) => {
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
      .get(name, `${randomBytes(4).toString("hex")}@example.com`, now, now) as { id: number };
    for (const secret of secrets)
      db.prepare("insert into client_sessions (id_hash, client_id, created_at, expires_at, last_seen_at) values (?, ?, ?, ?, ?)").run(
        createHash("sha256").update(secret).digest("base64url"),
        id,
        now,
        new Date(Date.now() + 24 * 3600_000).toISOString(),
        now,
      );
    return id;
  });
  // React Router keeps a cookie's value as base64 JSON.
  return { clientId, cookies: secrets.map((secret) => Buffer.from(JSON.stringify(secret)).toString("base64")) };
}

test("“Wyloguj klienta” on the card ends the client's sessions at “Moje treningi” on both phones", async ({ page, browser, baseURL }) => {
  const { clientId, cookies } = signedInTwice("Zofia Zgubiona");
  const phone = await browser.newContext({ baseURL });
  await phone.addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  await expect(client.getByRole("button", { name: "Wyloguj" })).toBeVisible();

  await signIn(page);
  await page.goto(`/admin/klienci/${clientId}`);
  const section = page.getByRole("region", { name: "Strona „Moje treningi”" });
  await expect(section).toContainText("Konto klienta na stronie „Moje treningi” jest zalogowane na 2 urządzeniach.");
  await section.getByRole("button", { name: "Wyloguj klienta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wylogowano klienta ze strony „Moje treningi” na 2 urządzeniach." })).toBeVisible();
  await expect(section).toContainText("Konto klienta na stronie „Moje treningi” nie jest teraz nigdzie zalogowane");
  await expect(section.getByRole("button", { name: "Wyloguj klienta" })).toHaveCount(0);

  await client.reload();
  await expect(client.getByLabel("Twój e-mail")).toBeVisible();
  await expect(client.getByRole("button", { name: "Wyloguj" })).toHaveCount(0);
  await phone.close();
});
