// Polish a Polish reader trusts, read off the rendered pages: no one-letter
// word left at a line's end, no visitor addressed in the masculine only, no
// weekday in the nominative after "na" or "w", and every value the content
// puts into a sentence in the right form.
import { expect, test, type Page } from "@playwright/test";
import { achievementStats } from "../../app/lib/achievement-stats";
import { withinHours } from "../../app/lib/polish-phrases";
import { hasBreakableOneLetterWord } from "../../app/lib/typeset";
import { signIn } from "./admin";
import { publicPages, site, waitForHydration } from "./site";

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

/** Every text node a visitor can read (not scripts, styles or testimonials' quotes when `skipQuotes`). */
async function textNodes(page: Page, { skipQuotes = false } = {}): Promise<string[]> {
  return page.evaluate((skip) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template") || (skip && parent.closest("blockquote"))) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    return texts;
  }, skipQuotes);
}

const pagesToRead = [...publicPages.map((page) => page.path), "/nie-ma-takiej-strony"];

for (const path of pagesToRead) {
  test(`${path}: no one-letter word can end a line, and the visitor is never addressed in the masculine only`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const breakable = (await textNodes(page)).filter(hasBreakableOneLetterWord);
    expect(breakable, "text nodes with a one-letter word followed by a plain space").toEqual([]);
    const text = (await textNodes(page, { skipQuotes: true })).join(" ");
    for (const pattern of MASCULINE_ONLY) expect(text.match(pattern)?.[0], `${pattern}`).toBeUndefined();
  });
}

test("the contact form's errors, shown without JavaScript, keep one-letter words with the next", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/kontakt");
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect((await textNodes(page)).filter(hasBreakableOneLetterWord)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a weekday after a preposition or a verb is in the accusative, in the agenda and on the booking page", async ({ page }) => {
  // "na środa", "w sobota", "zarezerwuj niedziela": the nominative where the accusative belongs (screen-reader text too).
  const nominativeAfter = /(?<!\p{L})(?:na|w|we|zarezerwuj) (?:środa|sobota|niedziela)(?!\p{L})/iu;
  await signIn(page);
  for (const path of ["/admin/kalendarz", "/rezerwacja?usluga=trening-personalny"]) {
    await page.goto(path);
    expect((await textNodes(page)).join(" ").match(nominativeAfter)?.[0], path).toBeUndefined();
  }
});

test("each service is asked about in the accusative the content gives", async ({ page }) => {
  await page.goto("/oferta");
  for (const service of site.offer.services) {
    const link = page.locator(`a[href="/kontakt?usluga=${service.slug}"]`).first();
    await expect(link).toHaveText(`Zapytaj o ${service.nameAccusative}`, { useInnerText: true });
  }
});

test("the thank-you page promises an answer in the phrase the response time needs", async ({ page }) => {
  await page.goto("/dziekujemy");
  await expect(page.getByRole("main")).toContainText(`Odpowiem ${withinHours(site.business.responseTimeHours)}, zwykle szybciej: e-mailem`);
});

test("each figure on the achievements page agrees with its label", async ({ page }) => {
  await page.goto("/osiagniecia");
  const shown = await page
    .getByRole("main")
    .locator("dl > div")
    .evaluateAll((rows) => rows.map((row) => `${row.querySelector("dd")?.textContent} ${row.querySelector("dt")?.textContent}`.replace(/\u00A0/g, " ")));
  expect(shown).toEqual(achievementStats(site, new Date().getFullYear()).map((stat) => `${stat.value} ${stat.label}`));
});

test("each transformation says how long it took in the locative", async ({ page }) => {
  await page.goto("/osiagniecia");
  for (const transformation of site.achievements.transformations) {
    await expect(page.getByText(`Po ${transformation.durationLocative}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: `${transformation.client} po ${transformation.durationLocative} współpracy` })).toBeAttached();
  }
});
