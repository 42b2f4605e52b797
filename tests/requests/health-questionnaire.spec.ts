// The health questionnaire without JavaScript, as the server alone answers:
// signed out, the page says how to sign in and shows no form; signed in, a
// form sent half answered comes back with each error beside its field and
// what was chosen kept, then is stored, and the client's page says when.
// Never cached. The whole journey in a browser: tests/e2e/health-questionnaire.spec.ts.
import { expect, test } from "@playwright/test";
import { RISK_QUESTIONS } from "~/questionnaire";
import { signedIn } from "../e2e/signed-in-clients";
import { openPage, visitorWithCookies } from "../support/html-page";

test("without JavaScript the questionnaire refuses what is missing beside each field, keeps the answers, then stores them", async ({ playwright, baseURL }) => {
  const nobody = await playwright.request.newContext({ baseURL });
  const signedOut = await openPage(nobody, "/moje-treningi/ankieta");
  expect(signedOut.text()).toContain("Zaloguj się adresem e-mail z rezerwacji: wyślę link, który otworzy tę ankietę.");
  expect(new URL(signedOut.link("Zaloguj się")).pathname + new URL(signedOut.link("Zaloguj się")).search).toBe("/moje-treningi?dalej=ankieta");
  expect(() => signedOut.formOf("Zapisz ankietę")).toThrow();

  const client = signedIn("Ida Bezskryptowa", 1);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": client.cookies[0]! });
  const home = await openPage(phone, "/moje-treningi");
  const page = await openPage(phone, home.region("Przed pierwszym treningiem").link("Wypełnij ankietę"));
  expect(page.response.headers()["cache-control"]).toBe("private, no-store");

  const refused = await page.formOf("Zapisz ankietę").set("heart", "tak").fill("Co chcesz osiągnąć dzięki treningom", "Siła").submit("Zapisz ankietę");
  expect(refused.status).toBe(400);
  expect(refused.text("[role=alert]")).toBe("Popraw zaznaczone pola.");
  expect(refused.text("#ankieta-chestPain-blad")).toBe("Zaznacz „Tak” albo „Nie”.");
  // No box of the terms in a health form: the booking holds them (issue 80).
  expect(refused.document.querySelector("input[name=regulamin]")).toBeNull();
  expect(refused.text("#ankieta-zgoda-blad")).toBe("Zaznacz zgodę: bez niej nie mogę zapisać ankiety.");
  expect(refused.document.querySelector("#ankieta-heart-blad")).toBeNull();
  expect(refused.document.querySelector<HTMLInputElement>("input[name=heart][value=tak]")!.checked).toBe(true);

  const form = refused.formOf("Zapisz ankietę");
  for (const question of RISK_QUESTIONS.slice(1)) form.set(question, "nie");
  const saved = await form.check("Zgadzam się na zapisywanie moich odpowiedzi z ankiety zdrowotnej").submit("Zapisz ankietę");
  expect(saved.shownTexts("[role=status]")).toEqual(["Dziękuję, ankieta jest zapisana."]);
  const after = await openPage(phone, "/moje-treningi");
  expect(after.region("Ankieta zdrowotna").text()).toMatch(/^Ankieta zdrowotnaAnkieta wypełniona \d+ \S+ \d{4}, \d{2}:\d{2}\./);
  expect(after.region("Ankieta zdrowotna").link("Wypełnij ankietę ponownie")).toMatch(/\/moje-treningi\/ankieta$/);
});
