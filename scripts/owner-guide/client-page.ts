// The guide's chapter on what clients see at /moje-treningi: Anna (the
// regular of diary.ts, with her package) asks for a sign-in link on her own
// phone, opens it, and reads her sessions, her package and what she owes,
// and her reminders; then she consents to keeping health data and logs the
// first set of the plan the trainer wrote (training.ts). No mail leaves this
// server, and a link's secret exists only in the mail composed when it is
// sent (no table holds it): the link is made here as that step makes it, for
// the client the queued mail is for.
import { createHash, randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import Database from "better-sqlite3";
import { camera, type Camera } from "./camera.ts";
import { PHONE_USER_AGENT } from "./devices.ts";

/** The form's time trap refuses a form sent sooner after it was shown: a person takes longer. */
const PERSON_FILLING_MS = 3_100;

/** A sign-in link for the client of the newest sign-in mail queued: 256 random bits, their SHA-256 stored, valid 30 minutes. */
function lastSignInLink(databaseFile: string): string {
  const db = new Database(databaseFile, { fileMustExist: true });
  try {
    const row = db.prepare("select client_id from outbox where kind = 'client_sign_in_link' order by id desc limit 1").get() as { client_id: number };
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    db.prepare("insert into client_sign_in_links (token_hash, client_id, created_at, expires_at, used_at) values (?, ?, ?, ?, null)").run(
      createHash("sha256").update(token).digest("base64url"),
      row.client_id,
      now.toISOString(),
      new Date(now.getTime() + 30 * 60_000).toISOString(),
    );
    return token;
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
  // Today's workout comes first on the page (training.ts wrote Anna's plan): the sessions under it.
  await client.scrollTo(page.getByRole("heading", { name: "Najbliższe treningi" }), 80);
  await client.shot("52-moje-treningi");
  await client.scrollTo(page.getByRole("heading", { name: "Twój pakiet" }), 80);
  await client.shot("53-moje-treningi-pakiet");
  await client.scrollTo(page.getByRole("heading", { name: "Przypomnienia" }), 80);
  await client.shot("54-moje-treningi-przypomnienia");
  // The plan the trainer wrote (training.ts): first the consent to keep health data, then the workout.
  await client.scrollTo(page.getByRole("heading", { name: "Postępy" }), 80);
  await client.shot("57-zgoda-na-dane-o-zdrowiu");
  await page.getByLabel("Zgadzam się na zapisywanie").check();
  await page.getByRole("button", { name: "Wyrażam zgodę" }).click();
  await page.getByRole("region", { name: "Dzisiejszy trening" }).getByRole("button", { name: "Zapisz serię 1" }).first().waitFor();
  await client.hydrated();
  const workout = page.getByRole("region", { name: "Dzisiejszy trening" });
  await workout.getByRole("button", { name: "Zapisz serię 1" }).first().click();
  await workout.getByText("Wszystkie serie wysłane.").waitFor();
  await client.scrollTo(workout.getByRole("heading", { name: "Dzień A" }), 80);
  await client.shot("58-dzisiejszy-trening");
  await phone.close();
}
