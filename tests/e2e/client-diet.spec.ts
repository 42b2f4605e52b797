// The trainer writes a client's diet on a phone: a day with two meals (the
// second added with "Dodaj posiłek") and a supplement, filled top to bottom
// and saved once, each a version the history lists (leaving unsaved asks); then a PDF instead, which only that client (and
// the trainer) can open. The client reads the day, its total, the shopping
// list and the supplements on /moje-treningi, then the link to the PDF.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./admin";
import { expectFitsThePhone } from "./phone-fit";
import { signedIn, withHealthConsent } from "./signed-in-clients";
import { untilPageCodeRuns } from "./site";

test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

test("the trainer writes a day of two meals and a supplement, then a PDF that only this client can open", async ({ page, browser, baseURL }) => {
  const { clientId, cookies } = signedIn("Dorota Dietetyczna", 1);
  withHealthConsent(clientId);
  const someoneElse = signedIn("Ktoś Inny", 1);
  await signIn(page, "", `/admin/klienci/${clientId}/dieta`);

  const meals = page.getByRole("region", { name: "Jadłospis" });
  await meals.getByLabel("Nazwa dnia").fill("Dzień treningowy");
  await meals.getByLabel("Posiłek", { exact: true }).fill("Śniadanie");
  await meals.getByLabel("Co zjeść").fill("120 g płatków owsianych\n1 banan");
  await meals.getByLabel("kcal").fill("450");
  await meals.getByRole("button", { name: "Dodaj posiłek" }).click();
  // The form comes back with a second meal, the first as typed.
  await expect(meals.getByLabel("Posiłek", { exact: true })).toHaveCount(2);
  await expect(meals.getByLabel("Co zjeść").first()).toHaveValue("120 g płatków owsianych\n1 banan");
  await meals.getByLabel("Posiłek", { exact: true }).nth(1).fill("Obiad");
  await meals.getByLabel("Co zjeść").nth(1).fill("150 g ryżu\n80 g płatków owsianych");
  await meals.getByLabel("kcal").nth(1).fill("700,5");
  // The supplements under the meals, then the one save at the bottom: the meals above go with them.
  const supplements = page.getByRole("region", { name: "Suplementy" });
  await supplements.getByLabel("Nazwa").fill("Witamina D3");
  await supplements.getByLabel("Dawka").fill("2000 j.m.");
  await supplements.getByLabel("Kiedy").fill("rano");
  await page.getByRole("button", { name: "Zapisz nową wersję" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano dietę (wersja 1) i suplementy (wersja 1)." })).toBeVisible();
  await expect(meals.getByLabel("Co zjeść").nth(1)).toHaveValue("150 g ryżu\n80 g płatków owsianych");
  await expect(supplements.getByLabel("Nazwa").first()).toHaveValue("Witamina D3");
  await expect(page.getByRole("region", { name: "Historia wersji" }).getByRole("listitem")).toHaveText([
    /(Suplementy|Dieta), wersja 1: pierwsza wersja/,
    /(Suplementy|Dieta), wersja 1: pierwsza wersja/,
  ]);
  // A change not saved: "← Karta" asks before it leaves, and "Zostań" keeps it on the page.
  await untilPageCodeRuns(page);
  await meals.getByLabel("kcal").first().fill("470");
  await page.getByRole("link", { name: /^← Karta/ }).click();
  const leave = page.getByRole("dialog", { name: "Dieta nie jest zapisana" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Zostań" }).click();
  await expect(meals.getByLabel("kcal").first()).toHaveValue("470");
  await meals.getByLabel("kcal").first().fill("450");
  // Filled in, the page still fits the phone, with 44 px targets, and passes axe.
  await expectFitsThePhone(page, "the diet page, filled in");
  await expectNoAxeViolations(page);
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await phone.addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  const diet = client.getByRole("region", { name: "Dieta i suplementy" });
  await expect(diet).toContainText("Razem w ciągu dnia: 1150,5 kcal");
  await diet.getByText("Lista zakupów").click();
  await expect(diet.getByRole("listitem").filter({ hasText: "200 g płatków owsianych" })).toBeVisible();
  await expect(diet).toContainText("Witamina D3 — 2000 j.m. — rano");

  const pdfForm = page.getByRole("region", { name: "Albo dieta w PDF" });
  await pdfForm.getByLabel("Plik PDF").setInputFiles({ name: "zdjęcie.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a not a pdf") });
  await pdfForm.getByRole("button", { name: "Wgraj PDF jako nową wersję" }).click();
  await expect(pdfForm.getByRole("alert")).toHaveText("To nie jest plik PDF. Wybierz plik zapisany jako PDF.");
  await pdfForm.getByLabel("Plik PDF").setInputFiles({ name: "Dieta Doroty — listopad.pdf", mimeType: "application/pdf", buffer: PDF });
  await pdfForm.getByRole("button", { name: "Wgraj PDF jako nową wersję" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wgrano PDF z dietą, wersja 2." })).toBeVisible();
  await expect(pdfForm).toContainText("Teraz obowiązuje PDF: Dieta Doroty — listopad.pdf.");
  await client.reload();
  await expect(diet.getByRole("link", { name: "Otwórz dietę (PDF)" })).toHaveAttribute("href", "/moje-treningi/dieta.pdf");
  await phone.close();

  const trainers = await page.request.get(`/admin/klienci/${clientId}/dieta.pdf`);
  expect(trainers.status()).toBe(200);
  expect(Buffer.from(await trainers.body()).equals(PDF)).toBe(true);
  const asClient = async (cookie: string | null) => {
    const phone = await browser.newContext({ baseURL });
    if (cookie) await phone.addCookies([{ name: "client-session", value: cookie, url: baseURL! }]);
    const response = await phone.request.get("/moje-treningi/dieta.pdf");
    const answer = { status: response.status(), headers: response.headers(), body: Buffer.from(await response.body()) };
    await phone.close();
    return answer;
  };
  const own = await asClient(cookies[0]!);
  expect(own.status).toBe(200);
  expect(own.body.equals(PDF)).toBe(true);
  expect(own.headers).toMatchObject({
    "content-type": "application/pdf",
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    "content-disposition": `inline; filename="Dieta Doroty listopad.pdf"; filename*=UTF-8''Dieta%20Doroty%20%E2%80%94%20listopad.pdf`,
  });
  expect((await asClient(someoneElse.cookies[0]!)).status).toBe(404);
  expect((await asClient(null)).status).toBe(404);
});

test("without JavaScript, “Dodaj posiłek” keeps what was typed, and a save from a tab opened before another tab's save is refused with what was typed kept", async ({
  browser,
  baseURL,
}) => {
  const { clientId } = signedIn("Tomasz Dwiekarty", 1);
  withHealthConsent(clientId);
  const noScripts = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const [first, second] = [await noScripts.newPage(), await noScripts.newPage()];
  await signIn(first, "", `/admin/klienci/${clientId}/dieta`);
  await second.goto(`/admin/klienci/${clientId}/dieta`);

  const meals = (tab: typeof first) => tab.getByRole("region", { name: "Jadłospis" });
  await meals(first).getByLabel("Posiłek", { exact: true }).fill("Śniadanie");
  await meals(first).getByLabel("Co zjeść").fill("2 jajka");
  await meals(first).getByRole("button", { name: "Dodaj posiłek" }).click();
  await expect(meals(first).getByLabel("Posiłek", { exact: true })).toHaveCount(2);
  await expect(meals(first).getByLabel("Co zjeść").first()).toHaveValue("2 jajka");
  await first.getByRole("button", { name: "Zapisz nową wersję" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Zapisano dietę, wersja 1." })).toBeVisible();

  await meals(second).getByLabel("Posiłek", { exact: true }).fill("Kolacja");
  await meals(second).getByLabel("Co zjeść").fill("150 g twarogu");
  await second.getByRole("button", { name: "Zapisz nową wersję" }).click();
  await expect(second.getByRole("alert")).toContainText("W międzyczasie ktoś zapisał nowszą wersję");
  await expect(meals(second).getByLabel("Co zjeść")).toHaveValue("150 g twarogu");
  // Saved again on purpose, it becomes the newest version.
  await second.getByRole("button", { name: "Zapisz nową wersję" }).click();
  await expect(second.getByRole("status").filter({ hasText: "Zapisano dietę, wersja 2." })).toBeVisible();
  await noScripts.close();
});

test("without the client's consent to keep health data the diet page says why and offers no form", async ({ page }) => {
  const { clientId } = signedIn("Zenon Bezzgody", 1);
  await signIn(page, "", `/admin/klienci/${clientId}/dieta`);
  await expect(page.getByText("Na tej karcie nie ma zgody na zapisywanie diety i suplementów (RODO art. 9)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zapisz nową wersję" })).toHaveCount(0);
});
