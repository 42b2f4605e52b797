// The inbox without JavaScript: the trainer signs in, changes a status and
// erases an enquiry through server-rendered pages alone, each form sent as a
// browser without JavaScript sends it. On a server of its own, like the
// inbox's other spec.
import { expect, test } from "@playwright/test";
import { accessibleText, openPage } from "../support/html-page";
import { ownInboxServer, SIGN_IN_PATH, withDatabase } from "../e2e/admin";
import { formTokens, pastTheTimeTrap, TEST_ADMIN } from "../e2e/site";

const server = ownInboxServer();

test.describe("without JavaScript", () => {
  test("sign in, change the status, erase after the confirmation page", async ({ request }) => {
    const name = `Bez skryptów ${Date.now().toString(36)}`;
    const tokens = await pastTheTimeTrap(await formTokens(request), server.databaseFile);
    const sent = await request.post("/kontakt", {
      form: { name, email: "bez@example.com", message: "Piszę z telefonu bez JavaScriptu.", ...tokens },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);

    const agenda = await (
      await openPage(request, SIGN_IN_PATH)
    )
      .form()
      .fill("E-mail", TEST_ADMIN.email)
      .fill("Hasło", TEST_ADMIN.password)
      .submit("Zaloguj się");
    expect(agenda.url).toMatch(/\/admin\/kalendarz$/);
    const inbox = await openPage(request, "/admin");
    const enquiry = await openPage(request, inbox.link(name));
    const sorted = await enquiry.formOf("załatwione").submit("załatwione");
    expect(sorted.texts("[role=status]").join(" ")).toContain("Status zmieniony na „załatwione”.");
    const pressed = [...sorted.document.querySelectorAll("button")].filter((button) => accessibleText(button) === "załatwione");
    expect(pressed.map((button) => button.getAttribute("aria-pressed"))).toEqual(["true"]);

    const confirmation = await openPage(request, sorted.link("Usuń zapytanie"));
    expect(confirmation.text("h1")).toBe("Usunąć to zapytanie?");
    const erased = await confirmation.formOf("Usuń na zawsze").submit("Usuń na zawsze");
    expect(erased.texts("[role=status]").join(" ")).toContain("Zapytanie usunięte na zawsze.");
    expect(() => erased.link(name)).toThrow(/no link/);
    expect(withDatabase(server.databaseFile, (db) => db.prepare("select count(*) as n from enquiries where name = ?").get(name))).toEqual({ n: 0 });
  });
});
