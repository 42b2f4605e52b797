import { expect, test, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/forms/form-stamp.server";
import { withDatabase } from "./admin";
import { untilLinksInViewHavePrefetched } from "./link-prefetch";
import { ownServer, site } from "./site";

const MESSAGE = "Chcę wrócić do formy po przerwie, mam czas we wtorki i czwartki.";

async function fillValid(page: Page, name: string) {
  await page.getByLabel("Imię i nazwisko").fill(name);
  await page.getByLabel("E-mail").fill("anna@example.com");
  await page.getByLabel(/Telefon/).fill("500 000 000");
  await page.getByLabel("Wiadomość").fill(MESSAGE);
}

test.describe("with JavaScript", () => {
  test("shows inline Polish errors, marks the fields and focuses the first wrong one", async ({ page }) => {
    await page.goto("/kontakt");
    await page.getByLabel("E-mail").fill("nie-email");
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
    const name = page.getByLabel("Imię i nazwisko");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Podaj imię i nazwisko.")).toBeVisible();
    await expect(page.getByText("Podaj poprawny adres e-mail, np. jan@example.com.")).toBeVisible();
    const describedBy = await name.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText("Podaj imię i nazwisko.");
    await expect(page).toHaveURL("/kontakt");
  });

  test("sends once, shows the pending state and lands on the thank-you page", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    // The submission is held on its way until the test has seen the pending state.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/kontakt.data", async (route) => {
      if (route.request().method() === "POST") await released;
      await route.fallback();
    });
    await page.goto("/kontakt");
    // The subject is the form's own code (before it runs the form posts natively): the page's code runs once its links
    // have prefetched, and from then a tap waits for the form's code, fetched when first used (app/lib/lazy-until-used.ts).
    await untilLinksInViewHavePrefetched(page);
    await fillValid(page, "Anna Z Javascriptem");
    const button = page.getByRole("button", { name: "Wyślij wiadomość" });
    await button.dblclick();
    await expect(page.getByRole("button", { name: "Wysyłanie…" })).toBeDisabled();
    release();
    await expect(page).toHaveURL("/dziekujemy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.thanks.heading);
    expect(posts).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an invalid form comes back as a 400 page with the errors and everything typed", async ({ page }) => {
    await page.goto("/kontakt?usluga=dieta");
    await page.getByLabel("E-mail").fill("anna@example");
    await page.getByLabel("Wiadomość").fill("Krótko");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Wyślij wiadomość" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText("Podaj imię i nazwisko.")).toBeVisible();
    await expect(page.getByText(/co najmniej 10 znaków/)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("anna@example");
    await expect(page.getByLabel("Wiadomość")).toHaveValue("Krótko");
    await expect(page.getByLabel("Usługa")).toHaveValue("dieta");
  });

  // The time trap a person meets when the form is sent by its button after 3 s. Every other browser test fills a
  // form in at once and sends it by its button, which takes it however fast (SENT_BY_BUTTON). This one's server
  // has a clock the test moves: the person's time passes on the server when the test says so, not by waiting for it.
  test.describe("on a server whose clock the test moves", () => {
    const server = ownServer({}, { clock: true });

    test("a person who takes more than the time trap's 3 s gets 303, the thank-you page, and an enquiry kept as new", async ({ page }) => {
      await page.goto("/kontakt");
      const submissionKey = await page.locator('input[name="submissionKey"]').inputValue();
      await fillValid(page, "Anna Bez Javascriptu");
      await server.advanceClock(MIN_FILL_MS);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Wyślij wiadomość" }).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page).toHaveURL("/dziekujemy");
      await expect(page.getByText(`Odpowiem w ciągu ${site.business.responseTimeHours} godzin`)).toBeVisible();
      // A bot gets the same answer; only the stored status tells that the trap let this one through.
      expect(withDatabase(server.databaseFile, (db) => db.prepare("select status from enquiries where submission_key = ?").all(submissionKey))).toEqual([
        { status: "new" },
      ]);
    });
  });
});

for (const service of [site.offer.packages[1]!, site.offer.services[1]!]) {
  test(`choosing "${service.name}" on the offer page opens the form with it selected`, async ({ page }) => {
    await page.goto("/oferta");
    const link = page.locator(`a[href="/kontakt?usluga=${service.slug}"]`);
    await link.click();
    await expect(page).toHaveURL(`/kontakt?usluga=${service.slug}`);
    await expect(page.getByLabel("Usługa")).toHaveValue(service.slug);
    await expect(page.getByLabel("Usługa").locator("option:checked")).toHaveText(service.name);
  });
}
