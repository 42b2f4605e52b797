// The diary's block form without JavaScript posts as it always did: a refusal
// comes back beside it with what was typed, then the block is made (its
// drafts with JavaScript: tests/e2e/diary-drafts.spec.ts). On a server of its
// own, with that spec's settings.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { openPage } from "../support/html-page";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();
const BLOCK_FORM = "form.agenda-block-form";

test("without JavaScript the block form posts as before: a refusal beside it with what was typed, then the block", async ({ request }) => {
  await signInByRequest(request, server.url);
  const agenda = await openPage(request, "/admin/kalendarz");
  const day = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 4 }).toString();
  const refused = await agenda.form(BLOCK_FORM).fill("Dzień", day).fill("Od", "12:00").fill("Do", "11:00").fill("Notatka", "bez skryptów").submit("Zablokuj");
  expect(refused.shownTexts("[role=alert]")).toEqual([expect.stringContaining("musi być późniejsza")]);
  expect(refused.form(BLOCK_FORM).field("Notatka").value).toBe("bez skryptów");
  const blocked = await refused.form(BLOCK_FORM).fill("Do", "13:00").submit("Zablokuj");
  expect(blocked.shownTexts("[role=status]")).toContainEqual(expect.stringContaining("Zablokowano"));
});
