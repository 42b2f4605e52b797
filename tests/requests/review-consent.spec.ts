// Reviews asked fairly (issue 80), without JavaScript: a client is asked for
// a review only after ticking the box at booking or on "Moje treningi", where
// unticking it withdraws the agreement. (That nobody else is asked is tested
// beside the code, app/reviews/review-requests.server.test.ts.)
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { withDatabase } from "../e2e/admin";
import { signedIn } from "../e2e/signed-in-clients";
import { openPage, visitorWithCookies } from "../support/html-page";

const consentOf = (clientId: number) =>
  withDatabase(
    TEST_DATABASE_FILE,
    (db) => (db.prepare("select review_consent_at from clients where id = ?").get(clientId) as { review_consent_at: string | null }).review_consent_at,
  );

test("the box on the client's page starts unticked; ticked, the client may be asked for a review; unticked again, not", async ({ playwright, baseURL }) => {
  const { clientId, cookies } = signedIn("Regina Recenzja", 1);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": cookies[0]! });
  const page = await openPage(phone, "/moje-treningi");
  expect(page.region("Prośba o opinię").text()).toContain("Nie poproszę Cię o opinię, chyba że się na to zgodzisz.");
  expect(consentOf(clientId)).toBeNull();

  const agreed = await page.formOf("Zapisz wybór").check("Po kilku treningach możesz poprosić mnie raz o opinię").submit("Zapisz wybór");
  expect(agreed.shownTexts("[role=status]")).toContain("Zapisane: Twój wybór co do prośby o opinię.");
  expect(consentOf(clientId)).not.toBeNull();
  expect(agreed.region("Prośba o opinię").text()).toMatch(/Zgoda na jednorazową prośbę o opinię od \d+ \S+ \d{4}\./);

  await agreed.formOf("Zapisz wybór").check("Po kilku treningach możesz poprosić mnie raz o opinię", false).submit("Zapisz wybór");
  expect(consentOf(clientId)).toBeNull();
});
