// The owner guide's camera: a phone-sized page of the panel, the pictures
// it takes (WebP, in docs/owner-guide/), and the moves every chapter makes
// (waiting for the page's script, scrolling a part into view, unfolding the
// editor's parts).
import path from "node:path";
import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";
import sharp from "sharp";

export const OUT = "docs/owner-guide";

export type Camera = {
  page: Page;
  /** The server's address. */
  base: string;
  shot: (name: string, options?: PageScreenshotOptions) => Promise<void>;
  /** Resolves once React has hydrated the page. */
  hydrated: () => Promise<unknown>;
  /** Scrolls the element to `gap` px below the top of the screen. */
  scrollTo: (locator: Locator, gap: number) => Promise<void>;
  /** Closes the message after an action (it hides by itself after 5 s): it would cover the picture. */
  dismissToast: () => Promise<void>;
  /** Opens a <details> of the editor unless it is open. */
  unfold: (details: Locator) => Promise<void>;
  /** An editor's part by its title, and an item of a part by its line. */
  part: (title: string) => Locator;
  item: (inPart: Locator, line: string) => Locator;
};

export function camera(page: Page, base: string): Camera {
  const summary = (text: string) => ({ has: page.locator(":scope > summary", { hasText: text }) });
  return {
    page,
    base,
    async shot(name, options) {
      // The thin bar of a client navigation fades out after it ends: not in the picture.
      await page.getByTestId("loading-bar").waitFor({ state: "detached" });
      await sharp(await page.screenshot(options))
        .webp({ quality: 72 })
        .toFile(path.join(OUT, `${name}.webp`));
      console.log(`${OUT}/${name}.webp`);
    },
    hydrated: () => page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__react"))),
    scrollTo: (locator, gap) => locator.evaluate((element, above) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - above), gap),
    async dismissToast() {
      const toast = page.locator(".admin-toast");
      // Gone by itself between the two looks: nothing to close.
      if (await toast.isVisible())
        await toast
          .getByRole("button", { name: "Zamknij powiadomienie" })
          .click({ timeout: 2000 })
          .catch(() => undefined);
      await toast.waitFor({ state: "detached" });
    },
    async unfold(details) {
      if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator(":scope > summary").click();
    },
    part: (title) => page.locator("details.editor-part:not(.editor-item-part)").filter(summary(title)),
    item: (inPart, line) => inPart.locator("details.editor-item-part").filter(summary(line)),
  };
}

/** The top and bottom of an element on the page (not the screen), px. */
export const pageTop = (locator: Locator): Promise<number> => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
export const pageBottom = (locator: Locator): Promise<number> => locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
