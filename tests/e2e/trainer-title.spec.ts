// The trainer's gender and role are facts the trainer edits: a trainer who is
// a woman reads "Trenerka personalna" in the header and the JSON-LD and
// "panel trenerki" in the panel, and no page of the panel, no header and not
// the privacy policy names her "trener" (a man's pages no "trenerka"); a
// title left in the other gender is refused at publish. Content published
// before the two facts reads as the site did, "Trener personalny". A server
// of its own.
import { expect, test, type Page } from "@playwright/test";
import { ownInboxServer, signIn, withDatabase } from "./admin";
import { openPart } from "./editor-parts";

const server = ownInboxServer();

async function occupationInJsonLd(): Promise<string | undefined> {
  const html = await (await fetch(`${server.url}/`)).text();
  const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as {
    "@graph": { founder?: { hasOccupation?: { name: string } } }[];
  };
  return graph["@graph"][0]!.founder?.hasOccupation?.name;
}

const headerRole = (page: Page) => page.getByRole("banner").getByRole("link").first();

// The title's forms in each gender, as whole words.
const FORMS = {
  masculine: /(?<!\p{L})(trener|trenera|trenerowi|trenerem|trenerze)(?!\p{L})/giu,
  feminine: /(?<!\p{L})(trenerka|trenerki|trenerkę|trenerce|trenerką)(?!\p{L})/giu,
};
/** Where the site and the panel word the trainer themselves (not the trainer's own prose, such as a bio or a certificate's name). */
const PUBLIC_PARTS: [string, string][] = [
  ["/", "banner"],
  ["/oferta", "banner"],
  ["/polityka-prywatnosci", "main"],
];
const PANEL_PAGES = ["/admin", "/admin/kalendarz", "/admin/kalendarz/nowa", "/admin/kalendarz/odbyty", "/admin/klienci", "/admin/tresci", "/admin/urzadzenia"];

/** The forms of `gender`'s title a person reads on the pages: in the header, the policy, each panel page and the tab's title. */
async function titleFormsShown(page: Page, gender: keyof typeof FORMS): Promise<string[]> {
  const found: string[] = [];
  const collect = async (where: string, text: string) => {
    // An e-mail address may well be "trener@…", and the editor names its two choices ("Trener (forma męska)", in
    // the history too): neither is a word about the trainer.
    const words = text.replace(/\S+@\S+/g, " ").replace(/Trener \(forma męska\)|Trenerka \(forma żeńska\)/g, " ");
    for (const [word] of words.matchAll(FORMS[gender])) found.push(`${where}: ${word}`);
  };
  for (const [path, role] of PUBLIC_PARTS) {
    await page.goto(path);
    await collect(
      path,
      await page
        .getByRole(role as "main")
        .first()
        .innerText(),
    );
  }
  for (const path of PANEL_PAGES) {
    await page.goto(path);
    await collect(path, `${await page.title()}\n${await page.locator("body").innerText()}`);
  }
  return found;
}

test.describe.configure({ mode: "serial" });

test("a trainer who is a woman reads Trenerka personalna in the header and the JSON-LD, and panel trenerki in the panel", async ({ page }) => {
  // Twenty pages read, on a machine shared with other work.
  test.setTimeout(120_000);
  await page.goto("/");
  await expect(headerRole(page)).toContainText("Trener personalny");
  expect(await occupationInJsonLd()).toBe("Trener personalny");

  await signIn(page);
  await expect(page).toHaveTitle("Kalendarz — panel trenera");
  expect(await titleFormsShown(page, "feminine")).toEqual([]);
  await page.goto("/admin/tresci/o-mnie");
  const part = await openPart(page, "Zdjęcie, imię, zawód i krótki opis");
  await part.getByLabel("Jak strona ma o Tobie pisać").selectOption({ label: "Trenerka (forma żeńska)" });
  // The gender alone: the titles still say "Trener", and the publish says so beside them.
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByText("„Trener” to forma męska, a strona pisze o Tobie w formie żeńskiej.", { exact: false }).first()).toBeVisible();
  await expect.poll(occupationInJsonLd).toBe("Trener personalny");
  await part.getByLabel("Twój zawód pod imieniem w nagłówku").fill("Trenerka personalna");
  await part.getByLabel("Kim jesteś (pod imieniem)").fill("Certyfikowana trenerka personalna i dietetyczka sportowa");
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
  expect(await titleFormsShown(page, "masculine")).toEqual([]);
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
