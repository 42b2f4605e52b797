import { expect, test } from "@playwright/test";
import { axeViolations, expectNoAxeViolations } from "./axe";
import { publicPages, waitForHydration } from "./site";

for (const width of [390, 1280]) {
  for (const path of [...publicPages.map((page) => page.path), "/nie-ma-takiej-strony"]) {
    test(`${path} at ${width} px has no axe-core violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}

test("the check finds a field without a label and a picture without words", async ({ page }) => {
  await page.goto("/kontakt");
  // After React has taken the page over: its hydration would drop elements the server did not send.
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.append(Object.assign(document.createElement("input"), { type: "text", name: "bez-etykiety" }));
    main.append(Object.assign(document.createElement("img"), { src: "/favicon.ico" }));
  });
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^label: /));
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: /));
});
