// Facts about the site that the browser tests share.
import type { Page } from "@playwright/test";
import { publicPages } from "../../app/lib/public-pages";
import { site } from "../../content/index";
import { TEST_SITE_URL } from "../../playwright.config";

export { publicPages, site, TEST_SITE_URL };

export const pagesByPath = {
  "/": site.pages.home,
  "/oferta": site.pages.offer,
  "/galeria": site.pages.gallery,
  "/osiagniecia": site.pages.achievements,
  "/kontakt": site.pages.contact,
  "/polityka-prywatnosci": site.pages.privacy,
  "/dziekujemy": site.pages.thanks,
} as const;

/** Makes the page report a slow or metered connection before any script runs. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    const target = Object.assign(new EventTarget(), value);
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => target });
    (window as unknown as { __connection: typeof target }).__connection = target;
  }, connection);
}

/** Waits until React has hydrated the page, so clicks are client navigations. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement as unknown as Record<string, unknown>;
    return Object.keys(root).some((key) => key.startsWith("__reactContainer") || key.startsWith("__reactFiber"));
  });
}
