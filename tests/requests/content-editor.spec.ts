// The content editor's forms sent without JavaScript, as the server renders
// them: every field survives the round trip. On a server of its own, with
// the settings of tests/e2e/content-editor.spec.ts.
import { expect, test } from "@playwright/test";
import { openPage, readable } from "../support/html-page";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();

test.describe("without JavaScript", () => {
  test("every section's form sends back its published content unchanged", async ({ request }) => {
    await signInByRequest(request, server.url);
    const sections = await openPage(request, "/admin/tresci");
    const titles = sections.texts(".editor-sections .admin-subheading");
    expect(titles).toHaveLength(11);
    for (const title of titles) {
      const link = [...sections.document.querySelectorAll<HTMLAnchorElement>(".editor-sections a")].filter(
        (anchor) => readable(anchor.querySelector(".admin-subheading")?.textContent) === title,
      );
      expect(link, title).toHaveLength(1);
      const section = await openPage(request, link[0]!.href);
      expect(section.texts("h1"), title).toEqual([title]);
      const published = await section.formOf("Opublikuj").submit("Opublikuj");
      // Every field of every section (lists, checkboxes, choices, an empty optional field) survives the round trip.
      expect(published.shownTexts("[role=status]"), title).toContainEqual(expect.stringContaining("Nic się nie zmieniło"));
    }
  });
});
