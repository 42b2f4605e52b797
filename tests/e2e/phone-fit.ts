// What a phone asks of every panel page, measured in the page: every control
// a thumb's target, at least 44 × 44 CSS px (WCAG 2.5.5; the public pages'
// controls are measured with smallTargets too), nothing wider than
// the screen, and the text typeset as the public pages are: no one-letter
// word left at a line's end (typeset() puts a no-break space after it) and no
// "godz." in running text.
import { expect, type Page } from "@playwright/test";
import { hasBreakableOneLetterWord } from "../../app/lib/typeset";

export const PHONE_WIDTH = 390;
/** WCAG 2.5.5 (target size, enhanced). */
const MIN_TARGET = 44;

type Offender = { what: string; width: number; height: number };

/**
 * Every control a finger can meet, every <details> opened first: links,
 * buttons, fields (each checkbox and radio itself, and the label around
 * one), summaries and anything focusable. A link broken over two lines is
 * measured line by line: each piece is a target of its own. The honeypot
 * field no person sees (aria-hidden) is no target. The panel's rule is that
 * every control is a thumb's target itself; with `rule: "wcag"` (the public
 * pages) WCAG 2.5.5's exceptions hold: a link inside a sentence (its size is
 * the line's), and a checkbox or radio inside its label, which is the target
 * the finger meets (and is measured).
 */
export function smallTargets(page: Page, { rule = "panel" }: { rule?: "panel" | "wcag" } = {}): Promise<Offender[]> {
  return page.evaluate(
    ({ min, wcag }) => {
      // Every part at once, measured before the page hears of it: without its name a part no longer closes the others.
      for (const details of document.querySelectorAll("details")) {
        details.removeAttribute("name");
        details.open = true;
      }
      const selector = [
        "a[href]",
        "button",
        'input:not([type="hidden"])',
        "select",
        "textarea",
        "summary",
        '[role="button"]',
        '[tabindex]:not([tabindex="-1"])',
        'label:has(input[type="checkbox"], input[type="radio"])',
      ].join(", ");
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : "";
        const classes = [...element.classList].map((name) => `.${name}`).join("");
        const text = (element.textContent?.trim() || element.getAttribute("aria-label") || element.getAttribute("name") || "")
          .replace(/\s+/g, " ")
          .slice(0, 60);
        return `<${element.localName}${id}${classes}${element.localName === "input" ? ` type=${(element as HTMLInputElement).type}` : ""}> "${text}"`;
      };
      /** A link set in running text: shown inline, with other words in the same block around it. */
      const inSentence = (element: Element) => {
        if (element.localName !== "a" || getComputedStyle(element).display !== "inline") return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
        return Boolean(block && block.textContent!.trim() !== element.textContent!.trim());
      };
      const offenders: Offender[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        if (element.closest('[aria-hidden="true"]')) continue;
        if (wcag && (inSentence(element) || (element.matches('input:is([type="checkbox"], [type="radio"])') && element.closest("label")))) continue;
        for (const box of element.getClientRects()) {
          if (box.width < min || box.height < min) {
            offenders.push({ what: describe(element), width: Math.round(box.width), height: Math.round(box.height) });
            break;
          }
        }
      }
      return offenders;
    },
    { min: MIN_TARGET, wcag: rule === "wcag" },
  );
}

async function expectThumbSized(page: Page, what: string, rule: "panel" | "wcag") {
  const offenders = (await smallTargets(page, { rule })).map(({ what: element, width, height }) => `${element}: ${width}×${height}`);
  expect.soft(offenders, `${what}: controls smaller than ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${what}: the page is wider than the phone (${scrollWidth} px)`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Every text node a reader sees: not scripts, styles, nor what the trainer types into a text area (that is content, kept as typed). */
async function textNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template, textarea")) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    return texts;
  });
}

async function expectTypeset(page: Page, what: string) {
  const texts = await textNodes(page);
  expect(texts.length, `${what}: the page has text`).toBeGreaterThan(0);
  // Soft: one run lists every page's offenders.
  expect.soft(texts.filter(hasBreakableOneLetterWord), `${what}: text nodes with a one-letter word followed by a plain space`).toEqual([]);
  expect
    .soft(
      texts.filter((text) => /\bgodz\./u.test(text)),
      `${what}: "godz." in running text`,
    )
    .toEqual([]);
}

/** Every check above of the page open now; soft, so that one run lists every page's offenders. A public page (`rule: "wcag"`) keeps WCAG's exceptions. */
export async function expectFitsThePhone(page: Page, what: string, { rule = "panel" }: { rule?: "panel" | "wcag" } = {}) {
  await expectTypeset(page, what);
  await expectThumbSized(page, what, rule);
}
