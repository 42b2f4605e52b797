// What the browser tests of the panel's drafts (decision 022) share: a card
// to type into, a reload of the phone, the offer of a draft and the draft as
// this device stores it.
import type { Page } from "@playwright/test";
import { withDatabase } from "./admin";

/** A reload of the trainer's phone, the panel running again. */
export async function reloaded(page: Page) {
  await page.reload();
}

export const offered = (page: Page) => page.getByRole("button", { name: "Przywróć zmiany" });

/** The draft this device keeps under `key`, as stored. */
export const kept = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(`panel-szkic:${name}`), key);

/** A client's card with a phone and nothing else, straight in the server's database. */
export function newCard(databaseFile: string, name: string): number {
  return withDatabase(databaseFile, (db) => {
    const at = new Date().toISOString();
    return (
      db
        .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, '', '+48 600 700 800', '', ?, ?) returning id")
        .get(name, at, at) as { id: number }
    ).id;
  });
}
