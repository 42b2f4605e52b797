// The guide's chapter on what clients see at /moje-treningi: Anna (the
// regular of diary.ts, with her package) asks for a sign-in link on her own
// phone, opens it, and reads her sessions, her package and what she owes,
// and her reminders. No mail leaves this server: the link is read from the
// outbox's row, where the mail is made from when it is sent.
import type { Browser } from "@playwright/test";
import Database from "better-sqlite3";
import { camera, type Camera } from "./camera.ts";
import { PHONE_USER_AGENT } from "./devices.ts";

/** The form's time trap refuses a form sent sooner after it was shown: a person takes longer. */
const PERSON_FILLING_MS = 3_100;

function lastSignInLink(databaseFile: string): string {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select data from outbox where kind = 'client_sign_in_link' order by id desc limit 1").get() as { data: string };
    return (JSON.parse(row.data) as { token: string }).token;
  } finally {
    db.close();
  }
}

export async function clientPage({ base }: Camera, browser: Browser, databaseFile: string): Promise<void> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "pl-PL", userAgent: PHONE_USER_AGENT });
  const page = await phone.newPage();
  const client = camera(page, base);
  await page.goto(`${base}/moje-treningi`);
  await client.hydrated();
  await page.getByLabel("Twój e-mail").fill("anna@example.com");
  await client.shot("51-moje-treningi-logowanie");
  await page.waitForTimeout(PERSON_FILLING_MS);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await page.waitForURL(/\?wyslano$/);

  await page.goto(`${base}/moje-treningi/wejscie/${lastSignInLink(databaseFile)}`);
  await page.getByRole("button", { name: "Wejdź" }).click();
  await page.getByRole("heading", { name: "Najbliższe treningi" }).waitFor();
  await client.hydrated();
  await client.shot("52-moje-treningi");
  await client.scrollTo(page.getByRole("heading", { name: "Twój pakiet" }), 80);
  await client.shot("53-moje-treningi-pakiet");
  await client.scrollTo(page.getByRole("heading", { name: "Przypomnienia" }), 80);
  await client.shot("54-moje-treningi-przypomnienia");
  await phone.close();
}
