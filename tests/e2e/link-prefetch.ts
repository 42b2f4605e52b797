// How the site's links prefetch, seen from a browser test: the connection they read, and waits for what they do.
import { expect, type Page } from "@playwright/test";
// The longest a link waits for the browser to be idle before it watches whether it is in view (app/components/page-link.tsx).
import { IDLE_TIMEOUT_MS } from "../../app/lib/when-idle";

/**
 * Makes the page report a slow or metered connection before any script runs;
 * `window.__connection` changes it, and counts how often the page has read it.
 */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    const target = Object.assign(new EventTarget(), { reads: 0 });
    for (const [key, initial] of Object.entries(value)) {
      let current = initial;
      Object.defineProperty(target, key, {
        enumerable: true,
        get: () => {
          target.reads += 1;
          return current;
        },
        set: (changed: typeof initial) => (current = changed),
      });
    }
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => target });
    (window as unknown as { __connection: typeof target }).__connection = target;
  }, connection);
}

/** Whether the page has looked at the emulated connection yet: a link in view asks it before it prefetches. */
export function connectionAsked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __connection: { reads: number } }).__connection.reads > 0);
}

/**
 * Once `started` is true (the page's links have begun to look at themselves:
 * it has hydrated), runs the page's clock past every link's wait for an idle
 * moment and waits for the browser's next check of what is in view. By then
 * each link in view has prefetched its page or decided not to: a test of
 * what was not prefetched needs no fixed wait. The page's clock must be
 * installed (page.clock.install) before the page is opened.
 */
export async function untilLinksHaveLooked(page: Page, started: () => Promise<boolean>) {
  await expect.poll(started).toBe(true);
  await page.clock.runFor(IDLE_TIMEOUT_MS);
  // Observers are told in the order they were made: once one made now is told, so have the links' own.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );
}

/**
 * Waits until every link at least half in view (as the page's links count
 * it) to another page of the site has prefetched that page's data: all that
 * the page fetches by itself has been asked for.
 */
export async function untilLinksInViewHavePrefetched(page: Page) {
  const expected = await page.evaluate(async () => {
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
      // Pages, not files: a gallery photo links to its large photo, which no link prefetches.
      (anchor) => anchor.origin === location.origin && anchor.pathname !== location.pathname && !/\.\w+$/.test(anchor.pathname),
    );
    const inView = await new Promise<HTMLAnchorElement[]>((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.filter((entry) => entry.intersectionRatio >= 0.5).map((entry) => entry.target as HTMLAnchorElement));
      });
      for (const anchor of anchors) observer.observe(anchor);
    });
    return [...new Set(inView.map((anchor) => (anchor.pathname === "/" ? "/_.data" : `${anchor.pathname}.data`)))];
  });
  expect(expected.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.$$eval('link[rel="prefetch"][href$=".data"]', (links) => links.map((link) => link.getAttribute("href"))))
    .toEqual(expect.arrayContaining(expected));
}
