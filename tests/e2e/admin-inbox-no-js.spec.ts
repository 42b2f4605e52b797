// The inbox without JavaScript: the trainer signs in, changes a status and
// erases an enquiry through server-rendered pages alone. On a server of its
// own, like the inbox's other spec.
import { expect, test } from "@playwright/test";
import { signInWithForm, ownInboxServer, withDatabase } from "./admin";
import { formTokens, pastTheTimeTrap } from "./site";

const server = ownInboxServer();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in, change the status, erase after the confirmation page", async ({ page, request }) => {
    const name = `Bez skryptów ${Date.now().toString(36)}`;
    const tokens = await pastTheTimeTrap(await formTokens(request), server.databaseFile);
    const sent = await request.post("/kontakt", {
      form: { name, email: "bez@example.com", message: "Piszę z telefonu bez JavaScriptu.", ...tokens },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);

    await signInWithForm(page);
    await page.goto("/admin");
    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "załatwione" }).click();
    await expect(page.getByRole("status")).toContainText("Status zmieniony na „załatwione”.");
    await expect(page.getByRole("button", { name: "załatwione" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Usuń zapytanie" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usunąć to zapytanie?");
    await page.getByRole("button", { name: "Usuń na zawsze" }).click();
    await expect(page.getByRole("status")).toContainText("Zapytanie usunięte na zawsze.");
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    expect(withDatabase(server.databaseFile, (db) => db.prepare("select count(*) as n from enquiries where name = ?").get(name))).toEqual({ n: 0 });
  });
});
