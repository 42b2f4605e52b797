// A day off added in the content editor without JavaScript, typed the Polish
// way by a browser without a date picker (the drafts and date pickers with
// JavaScript: tests/e2e/editor-drafts.spec.ts). On a server of its own, with
// that spec's settings.
import { expect, test } from "@playwright/test";
import { openPage, readable, type HtmlPage } from "../support/html-page";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();

/** The editor's part whose title matches, as tests/e2e/editor-parts.ts's openPart finds it. */
function part(page: HtmlPage, title: RegExp): Element {
  const parts = [...page.document.querySelectorAll("details.editor-part:not(.editor-item-part)")].filter((element) =>
    title.test(readable(element.querySelector(":scope > summary .editor-part-title")?.textContent)),
  );
  expect(parts, String(title)).toHaveLength(1);
  return parts[0]!;
}

/** The field labelled `label` inside one item of a list (every item has its own "Od dnia"). */
function fieldIn(item: Element, label: string): HTMLInputElement {
  const found = [...item.querySelectorAll("label")].filter((element) => readable(element.textContent) === label);
  expect(found, label).toHaveLength(1);
  return found[0]!.control as HTMLInputElement;
}

test("without JavaScript a day off is added, typed the Polish way, and published", async ({ request }) => {
  await signInByRequest(request, server.url);
  const editor = await openPage(request, "/admin/tresci/rezerwacje");
  const added = await editor.formOf("+ Dodaj wyjątek").submit("+ Dodaj wyjątek");
  // The page comes back from the server with the part open and the new item open in it.
  expect(part(added, /Wyjątki/).hasAttribute("open")).toBe(true);
  const item = [...part(added, /Wyjątki/).querySelectorAll("details.editor-item-part")].at(-1)!;
  expect(item.hasAttribute("open")).toBe(true);
  // A browser without a date picker sends what was typed: "1.05.2027" is read as 1 May 2027.
  const from = fieldIn(item, "Od dnia");
  from.type = "text";
  from.value = "1.05.2027";
  fieldIn(item, "Do dnia (włącznie)").value = "2027-05-03";
  fieldIn(item, "Notatka (tylko dla Ciebie)").value = "majówka";
  const published = await added.formOf("Opublikuj").submit("Opublikuj");
  expect(published.shownTexts("[role=status]")).toContainEqual(expect.stringContaining("Dodano wyjątek"));
  const summaries = [...part(published, /Wyjątki/).querySelectorAll("details.editor-item-part > summary")].map((summary) => readable(summary.textContent));
  expect(summaries).toContainEqual(expect.stringMatching(/majówka: 1–3\smaja\s2027, 3\sdni/));
});
