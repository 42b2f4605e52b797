// Polish a Polish reader trusts, read off the pages as the server sends them
// (what hydration keeps: tests/e2e/hydration.spec.ts): no one-letter word left
// at a line's end, no visitor addressed in the masculine only, the contact
// form's errors, weekdays after a preposition, and every value the content
// puts into a sentence in the right form.
import { expect, test } from "@playwright/test";
import { achievementStats } from "../../app/lib/achievement-stats";
import { withinHours } from "../../app/lib/polish-phrases";
import { hasBreakableOneLetterWord } from "../../app/lib/typeset";
import { signInByRequest } from "../e2e/admin";
import { readableTextNodes } from "../e2e/polish-text";
import { publicPages, site } from "../e2e/site";
import { openPage, readable, type HtmlPage } from "../support/html-page";

/** The elements whose whole readable text is `words`, outside anything hidden: what getByText(words, { exact: true }) finds shown. */
const shownWithText = (page: HtmlPage, words: string) =>
  [...page.document.querySelectorAll("body *")].filter((element) => readable(element.textContent) === readable(words) && !element.closest("[hidden]"));

/**
 * Forms that address the visitor as a man only. Testimonials are left out:
 * they quote a named client in their own words.
 */
const MASCULINE_ONLY = [
  /\p{L}+łeś\b/u, // zostawiłeś, wysłałeś, podałeś
  /\p{L}+łbyś\b/u, // chciałbyś, mógłbyś
  /\b(?:jesteś|będziesz|byłeś) (?:gotowy|pewny|zainteresowany|zadowolony|zmęczony|sam)\b/u,
  /\b(?:trenujesz|ćwiczysz|zostajesz|zostaniesz|jesteś|zostałeś) sam\b/iu,
  /\bTy (?:wiedział|mógł|chciał|zrobił)\b/u,
  /\b(?:abym|żebym|bym) mógł\b/u,
];

const pagesToRead = [...publicPages.map((page) => page.path), "/nie-ma-takiej-strony"];

for (const path of pagesToRead) {
  test(`${path}: no one-letter word can end a line, and the visitor is never addressed in the masculine only`, async ({ request }) => {
    const { document } = await openPage(request, path);
    const breakable = readableTextNodes(false, document).filter(hasBreakableOneLetterWord);
    expect(breakable, "text nodes with a one-letter word followed by a plain space").toEqual([]);
    const text = readableTextNodes(true, document).join(" ");
    for (const pattern of MASCULINE_ONLY) expect(text.match(pattern)?.[0], `${pattern}`).toBeUndefined();
  });
}

test("the contact form's errors, shown without JavaScript, keep one-letter words with the next", async ({ request }) => {
  const answer = await (await openPage(request, "/kontakt")).formOf("Wyślij wiadomość").submit("Wyślij wiadomość");
  expect(answer.texts('[role="alert"]').filter((text) => text !== "").length).toBeGreaterThan(0);
  expect(readableTextNodes(false, answer.document).filter(hasBreakableOneLetterWord)).toEqual([]);
});

test("a weekday after a preposition or a verb is in the accusative, in the agenda and on the booking page", async ({ request }) => {
  // "na środa", "w sobota", "zarezerwuj niedziela": the nominative where the accusative belongs (screen-reader text too).
  const nominativeAfter = /(?<!\p{L})(?:na|w|we|zarezerwuj) (?:środa|sobota|niedziela)(?!\p{L})/iu;
  const session = await signInByRequest(request);
  for (const path of ["/admin/kalendarz", "/rezerwacja?usluga=trening-personalny"]) {
    const page = await openPage(request, path, { Cookie: `admin-session=${session}` });
    expect(page.url, path).toMatch(new RegExp(`${path.replace("?", "\\?")}$`));
    expect(readableTextNodes(false, page.document).join(" ").match(nominativeAfter)?.[0], path).toBeUndefined();
  }
});

test("each service is asked about in the accusative the content gives", async ({ request }) => {
  const page = await openPage(request, "/oferta");
  for (const service of site.offer.services) {
    expect(page.text(`a[href="/kontakt?usluga=${service.slug}"]`)).toBe(readable(`Zapytaj o ${service.nameAccusative}`));
  }
});

test("the thank-you page promises an answer in the phrase the response time needs", async ({ request }) => {
  const page = await openPage(request, "/dziekujemy");
  expect(page.text("main")).toContain(readable(`Odpowiem ${withinHours(site.business.responseTimeHours)}, zwykle szybciej: e-mailem`));
});

test("each figure on the achievements page agrees with its label", async ({ request }) => {
  const page = await openPage(request, "/osiagniecia");
  const shown = [...page.document.querySelectorAll("main dl > div")].map((row) =>
    `${row.querySelector("dd")?.textContent} ${row.querySelector("dt")?.textContent}`.replace(/\u00A0/g, " "),
  );
  expect(shown).toEqual(achievementStats(site, new Date().getFullYear()).map((stat) => `${stat.value} ${stat.label}`));
});

test("each transformation says how long it took in the locative", async ({ request }) => {
  const page = await openPage(request, "/osiagniecia");
  const alts = [...page.document.querySelectorAll("img[alt]")].map((image) => readable(image.getAttribute("alt")).toLowerCase());
  for (const transformation of site.achievements.transformations) {
    expect(shownWithText(page, `Po ${transformation.durationLocative}`).length).toBeGreaterThan(0);
    const name = readable(`${transformation.client} po ${transformation.durationLocative} współpracy`).toLowerCase();
    expect(alts.some((alt) => alt.includes(name))).toBe(true);
  }
});
