// The contact form's server side past its rate limit: a Polish 429 page that
// keeps what was typed (the other bad input, sent as a script would:
// tests/requests/enquiry-api.spec.ts).
import { expect, test } from "@playwright/test";
import { valid } from "./enquiry-api-setup";
import { formTokens, pastTheTimeTrap, startTestServer, type TestServer } from "./site";

test.describe("rate limit", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "2" });
  });
  test.afterAll(() => server.stop());

  test("past the limit a Polish 429 page keeps what was typed", async ({ page, request }) => {
    const base = server.url;
    const tokens = await Promise.all([formTokens(request, base), formTokens(request, base)]);
    for (const token of tokens) {
      expect((await request.post(`${base}/kontakt`, { form: valid(await pastTheTimeTrap(token, server.databaseFile)), maxRedirects: 0 })).status()).toBe(303);
    }
    await page.goto(`${base}/kontakt`);
    await page.getByLabel("Imię i nazwisko").fill("Trzecia Próba");
    await page.getByLabel("E-mail").fill("trzecia@example.com");
    await page.getByLabel("Wiadomość").fill("Ta wiadomość nie może zginąć po odmowie.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Wyślij wiadomość" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText(
      "Z tego połączenia internetowego wysłano ostatnio zbyt wiele wiadomości. Spróbuj ponownie za 10 minut albo zadzwoń.",
    );
    await expect(page.getByLabel("Wiadomość")).toHaveValue("Ta wiadomość nie może zginąć po odmowie.");
    await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Trzecia Próba");
  });
});
