// The contact form's code comes when the visitor starts to fill it in
// (app/lib/lazy-until-used.ts); until then the page holds the server's form,
// which works on its own.
import { expect, test, type Page, type Route } from "@playwright/test";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";
import { site } from "./site";

// The contact form's code: the chunk of app/enquiries/enquiries.lazy.ts, the entry the page loads it through.
const FORM_CODE = /\/assets\/enquiries\.lazy-[\w-]+\.js$/;

function formCodeRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => FORM_CODE.test(new URL(request.url()).pathname) && requests.push(request.url()));
  return requests;
}

/** Leaves the e-mail field (wrong by then) and expects its message: the checks have come. */
const leavingTheEmailShowsItsError = (page: Page) => async () => {
  await page.getByLabel("E-mail").focus();
  await page.getByLabel("Wiadomość").focus();
  await expect(page.getByText("Podaj poprawny adres e-mail, np. jan@example.com.")).toBeVisible({ timeout: 500 });
};

test("a visitor who only reads the contact page never downloads the form's code; one who starts to fill it in gets it", async ({ page }) => {
  const requests = formCodeRequests(page);
  await page.goto("/kontakt");
  // Everything the page does by itself has been done: its links in view have prefetched their pages.
  await untilLinksInViewHavePrefetched(page);
  expect(await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")))).not.toContainEqual(
    expect.stringMatching(FORM_CODE),
  );
  expect(requests).toEqual([]);

  await page.getByLabel("E-mail").fill("nie-email");
  await expect.poll(() => requests.length).toBe(1);
  // The form now runs in the browser: once its checks have come too, leaving a wrong field shows its error, nothing sent.
  await expect(leavingTheEmailShowsItsError(page)).toPass();
  await expect(page).toHaveURL("/kontakt");
});

test("what is typed before the form's code arrives is kept, and the enquiry is sent once", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_CODE, async (route: Route) => {
    await released;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  await page.goto("/kontakt");
  await page.getByLabel("Imię i nazwisko").fill("Ola Wcześniejsza");
  await page.getByLabel("E-mail").fill("ola@example.com");
  await page.getByLabel("Wiadomość").fill("Piszę, zanim strona skończyła się wczytywać na wolnym łączu.");
  release();
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Ola Wcześniejsza");
  await expect(page.getByLabel("E-mail")).toHaveValue("ola@example.com");
  await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(page).toHaveURL("/dziekujemy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.thanks.heading);
  expect(posts).toHaveLength(1);
});

test("the form shows, with its code, after a client-side return to a contact page left untouched", async ({ page }) => {
  await page.goto("/kontakt");
  await page.getByRole("navigation", { name: "Główna" }).getByRole("link", { name: "Oferta" }).first().click();
  await expect(page).toHaveURL("/oferta");
  await page.goBack();
  await expect(page).toHaveURL("/kontakt");
  await page.getByLabel("E-mail").fill("nie-email");
  await expect(leavingTheEmailShowsItsError(page)).toPass();
});
