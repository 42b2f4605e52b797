// "Pobierz moje dane" (/moje-treningi/dane.json) is limited per client: the
// export reads the whole card, so a loop with a client's cookie must not
// read it without end. The count is in the database (rate_limits), as every
// instance on one PostgreSQL must share it.
import { expect, test } from "@playwright/test";
import { signedIn } from "../e2e/signed-in-clients";

const PATH = "/moje-treningi/dane.json";

test("a client downloads their data five times in an hour; the sixth is refused in Polish with 429, another client is not", async ({ playwright, baseURL }) => {
  const [first, second] = [signedIn("Ewa Pobierająca", 1), signedIn("Iza Cierpliwa", 1)];
  const phone = (cookie: string) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `client-session=${cookie}` } });
  const [mine, theirs] = await Promise.all([phone(first.cookies[0]!), phone(second.cookies[0]!)]);
  for (let download = 1; download <= 5; download++) {
    const response = await mine.get(PATH, { maxRedirects: 0 });
    expect(response.status(), `download ${download}`).toBe(200);
    expect(((await response.json()) as { card: { name: string } }).card.name).toBe("Ewa Pobierająca");
  }
  const refused = await mine.get(PATH, { maxRedirects: 0 });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(3000);
  expect(await refused.text()).toMatch(/^Swoje dane możesz pobrać najwyżej 5 razy w ciągu godziny\. Spróbuj ponownie za (59|60) minut\.\n$/);
  expect((await theirs.get(PATH, { maxRedirects: 0 })).status()).toBe(200);
  await Promise.all([mine.dispose(), theirs.dispose()]);
});
