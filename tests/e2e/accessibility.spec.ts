import { expect, test } from "@playwright/test";
import { axeViolations, expectNoAxeViolations } from "./axe";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";
import { PHONE_WIDTH, smallTargets } from "./phone-fit";
import { publicPages } from "./site";

/** Every public page, the booking page with a service's free times, the client's sign-in and the 404. */
const PAGES = [...publicPages.map((page) => page.path), "/rezerwacja?usluga=trening-personalny", "/moje-treningi", "/nie-ma-takiej-strony"];

// One load a page, at a phone's width first (as most visitors come), then the same page widened to a laptop's: the
// layout changes with the width, the document does not, and a second load of each page cost a context and a hydration.
for (const path of PAGES) {
  test(`${path} has no axe-core violations at ${PHONE_WIDTH} px and at 1280 px, and no tap target under 44 px on the phone`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.goto(path);
    await expectNoAxeViolations(page);
    // A thumb's target on a phone (WCAG 2.5.5, with its exceptions: a link inside a sentence, a box inside its label).
    expect(await smallTargets(page, { rule: "wcag" })).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 844 });
    await expectNoAxeViolations(page);
  });
}

test("the booking form with a time chosen has no tap target under 44 px on a phone", async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto("/rezerwacja?usluga=trening-personalny");
  await page.locator('a[href*="dzien="]').first().click();
  await page.locator('input[name="start"]').first().check();
  await expect(page.getByRole("button", { name: /^Rezerwuję/ })).toBeVisible();
  expect(await smallTargets(page, { rule: "wcag" })).toEqual([]);
});

test("the check finds a field without a label and a picture without words", async ({ page }) => {
  await page.goto("/kontakt");
  // Once the page's code has run (its links have prefetched): hydration would drop elements the server did not send.
  await untilLinksInViewHavePrefetched(page);
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.append(Object.assign(document.createElement("input"), { type: "text", name: "bez-etykiety" }));
    main.append(Object.assign(document.createElement("img"), { src: "/favicon.ico" }));
  });
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^label: /));
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: /));
});
