// Polish a Polish reader trusts, read off the rendered pages: no one-letter
// word left at a line's end, no visitor addressed in the masculine only, no
// weekday in the nominative after "na" or "w", and every value the content
// puts into a sentence in the right form.
import { expect, test, type Page } from "@playwright/test";
import { hasBreakableOneLetterWord } from "../../app/lib/typeset";
import { readableTextNodes } from "./polish-text";
import { publicPages, waitForHydration } from "./site";

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

/** Every text node a visitor can read, once the page's scripts have run. */
const textNodes = (page: Page, { skipQuotes = false } = {}) => page.evaluate(readableTextNodes, skipQuotes);

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
