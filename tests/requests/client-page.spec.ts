// "Moje treningi": the sign-in form sent without JavaScript answers as it
// does with it, on SQLite and on PostgreSQL, each a server with the settings
// of tests/e2e/client-page.spec.ts (the rest of the client's page is there).
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { clientPageServer, SENT } from "../e2e/client-page-setup";
import { pastTheTimeTrap } from "../e2e/site";

for (const database of ["sqlite", "postgres"] as const) {
  test.describe(database === "sqlite" ? "on SQLite" : "on PostgreSQL", () => {
    const { server } = clientPageServer(database);

    test.describe("the sign-in form", () => {
      test.describe("without JavaScript", () => {
        test("sends the form and answers alike", async ({ request }) => {
          const form = (await openPage(request, "/moje-treningi")).formOf("Wyślij link");
          const sent = new Map(form.entries());
          // Filled in at once: its stamp aged as if the person had taken their time.
          const { stamp } = await pastTheTimeTrap({ submissionKey: sent.get("submissionKey")!, stamp: sent.get("stamp")! }, server.databaseFile);
          const answered = await form.set("stamp", stamp).fill("Twój e-mail", "bez-js@example.com").submit("Wyślij link");
          expect(answered.shownTexts("[role=status]")).toEqual([expect.stringContaining(SENT)]);
        });
      });
    });
  });
}
