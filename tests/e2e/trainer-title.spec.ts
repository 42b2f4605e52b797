// The trainer's gender and role are facts the trainer edits: a trainer who is
// a woman reads "Trenerka personalna" in the header and the JSON-LD and
// "panel trenerki" in the panel; content published before the two facts
// reads as the site did, "Trener personalny". A server of its own.
import { expect, test, type Page } from "@playwright/test";
import { ownInboxServer, signIn, withDatabase } from "./admin";
import { openPart } from "./editor-parts";
import { waitForHydration } from "./site";

const server = ownInboxServer();

async function occupationInJsonLd(): Promise<string | undefined> {
  const html = await (await fetch(`${server.url}/`)).text();
  const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as {
    "@graph": { founder?: { hasOccupation?: { name: string } } }[];
  };
  return graph["@graph"][0]!.founder?.hasOccupation?.name;
}

const headerRole = (page: Page) => page.getByRole("banner").getByRole("link").first();

test.describe.configure({ mode: "serial" });

test("a trainer who is a woman reads Trenerka personalna in the header and the JSON-LD, and panel trenerki in the panel", async ({ page }) => {
  await page.goto("/");
  await expect(headerRole(page)).toContainText("Trener personalny");
  expect(await occupationInJsonLd()).toBe("Trener personalny");

  await signIn(page);
  await expect(page).toHaveTitle("Kalendarz — panel trenera");
  await page.goto("/admin/tresci/o-mnie");
  await waitForHydration(page);
  const part = await openPart(page, "Zdjęcie, imię, zawód i krótki opis");
  await part.getByLabel("Jak strona ma o Tobie pisać").selectOption({ label: "Trenerka (forma żeńska)" });
  await part.getByLabel("Twój zawód pod imieniem w nagłówku").fill("Trenerka personalna");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Forma, w jakiej strona o Tobie pisze: Trener (forma męska) → Trenerka (forma żeńska)" }),
  ).toBeVisible();

  await expect.poll(occupationInJsonLd, { timeout: 2_000 }).toBe("Trenerka personalna");
  await page.goto("/");
  await expect(headerRole(page)).toContainText("Trenerka personalna");
  await expect(page.getByRole("heading", { name: /: trenerka, która słucha$/ })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveTitle("Skrzynka zapytań — panel trenerki");
  await expect(page.getByText("Panel trenerki", { exact: true })).toBeVisible();
});

test("content published before the title was a fact reads Trener personalny", async ({ page }) => {
  // The trainer's section as the release before wrote it: no gender, no role.
  withDatabase(server.databaseFile, (db) => {
    const newest = db.prepare("select version, document from content_revisions where section = 'trainer' order by version desc limit 1").get() as {
      version: number;
      document: string;
    };
    const document = JSON.parse(newest.document) as Record<string, unknown>;
    delete document.gender;
    delete document.roleTitle;
    db.prepare(
      "insert into content_revisions (section, version, document, summary, author, restored_from, created_at) values ('trainer', ?, ?, 'Poprzednie wydanie', 'test', null, ?)",
    ).run(newest.version + 1, JSON.stringify(document), new Date().toISOString());
  });
  await expect.poll(occupationInJsonLd, { timeout: 5_000 }).toBe("Trener personalny");
  await page.goto("/");
  await expect(headerRole(page)).toContainText("Trener personalny");
  await expect(page.getByRole("heading", { name: /: trener, który słucha$/ })).toBeVisible();
});
