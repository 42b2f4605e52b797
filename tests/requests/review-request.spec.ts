// A review request's "Nie, dziękuję" without JavaScript: the link from the
// mail shows a button and records nothing (mail scanners open links); the
// button's plain POST records it, and the page says so. (Who is asked, and
// once: app/reviews/review-requests.server.test.ts.)
import { expect, test } from "@playwright/test";
import { askedClient, declinedAt, reviewPage } from "../e2e/review-setup";
import { openPage } from "../support/html-page";

test("without JavaScript 'Nie, dziękuję' is recorded by the page's button, never by opening the link", async ({ request }) => {
  const clientId = askedClient();
  const path = await reviewPage(clientId);
  const page = await openPage(request, path);
  expect(page.status).toBe(200);
  expect(page.text("h1")).toBe("Opinia o treningach");
  expect(declinedAt(clientId)).toBeNull();

  const declined = await page.formOf("Nie, dziękuję").submit("Nie, dziękuję");
  expect(declined.shownTexts("[role=status]")).toContain("Zapisane. Więcej nie poproszę Cię o opinię. Dziękuję za wspólne treningi!");
  expect(declinedAt(clientId)).not.toBeNull();

  // A link altered by one letter names nobody.
  const forged = await openPage(
    request,
    path.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
  );
  expect(forged.status).toBe(404);
  expect(forged.texts("[role=alert]")).toEqual(["Ten link jest nieprawidłowy albo dane zostały już usunięte."]);
});

test("the home page's testimonials say, under them, whether their authors are checked to be clients", async ({ request }) => {
  const home = await openPage(request, "/");
  const section = home.document.getElementById("opinie")?.closest("section");
  const said = [...(section?.querySelectorAll("p") ?? [])].map((paragraph) => paragraph.textContent?.replace(/\s+/g, " ").trim());
  expect(said).toContain("Opinie przesłali mi klienci; nie sprawdzam, czy ich autorzy korzystali z treningów.");
});
