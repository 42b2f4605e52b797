// The contact page is rendered per request: each response's form carries its
// own submission key and signed stamp (docs/decisions/017); that each response
// has its own: tests/requests/contact-form-tokens.spec.ts.
import { expect, test, type Page, type Request } from "@playwright/test";

async function fillValid(page: Page, name: string) {
  await page.getByLabel("Imię i nazwisko").fill(name);
  await page.getByLabel("E-mail").fill("ewa@example.com");
  await page.getByLabel("Wiadomość").fill("Chciałabym zacząć od konsultacji, najlepiej po południu.");
}

/** The tokens the form would send now: every field tied to it, in its own markup or outside. */
function formData(page: Page) {
  return page.evaluate(() =>
    [...new FormData(document.querySelector<HTMLFormElement>("#zapytanie")!).entries()].filter(([name]) => name === "submissionKey" || name === "stamp"),
  );
}

test("the form holds one key and one stamp, those of its response, before and after its code comes, and React reports no mismatch", async ({ page }) => {
  // React reports a hydration mismatch as an error in the console or as an uncaught error (production: "Minified React error #418").
  const problems: string[] = [];
  const isReacts = (text: string) => /React|hydrat/i.test(text);
  page.on("console", (message) => message.type() === "error" && isReacts(message.text()) && problems.push(message.text()));
  page.on("pageerror", (error) => isReacts(error.message) && problems.push(error.message));
  const response = await page.goto("/kontakt");
  const sent = (await response!.text()).match(/name="submissionKey" value="([^"]+)"/)![1];
  const fields = await formData(page);
  expect(fields.map(([name]) => name).sort()).toEqual(["stamp", "submissionKey"]);
  expect(fields.find(([name]) => name === "submissionKey")![1]).toBe(sent);
  expect(problems).toEqual([]);
});

test("two enquiries in one visit, the second after a client-side return to the form, are two enquiries", async ({ page }) => {
  const keys: string[] = [];
  page.on("request", (request: Request) => {
    if (request.method() !== "POST") return;
    const key = new URLSearchParams(request.postData() ?? "").get("submissionKey");
    if (key) keys.push(key);
  });
  await page.goto("/kontakt");
  for (const name of ["Ewa Pierwsza", "Ewa Druga"]) {
    await fillValid(page, name);
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(page).toHaveURL("/dziekujemy");
    await page.getByRole("banner").getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL("/kontakt");
  }
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(2);
  // The address changes before the returning page has drawn its form (its code may still be on its way).
  await expect(page.locator("#zapytanie")).toBeAttached();
  expect((await formData(page)).length).toBe(2);
});
