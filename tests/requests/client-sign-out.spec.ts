// The client's own "Wyloguj" at /moje-treningi sent without JavaScript, as a
// form cannot say which phone it is: it ends push on every phone of the
// client (with JavaScript, on that browser only: tests/e2e/client-sign-out.spec.ts).
import { expect, test } from "@playwright/test";
import { openPage, shown, visitorWithCookies } from "../support/html-page";
import { pushEndpoints, signedIn, withPushPhones } from "../e2e/signed-in-clients";

test("without JavaScript the client's own “Wyloguj” ends push on every phone of the client", async ({ playwright, baseURL }) => {
  const { clientId, cookies } = signedIn("Irena Bezskryptowa", 2);
  withPushPhones(clientId, 2);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": cookies[0]! });
  const client = await openPage(phone, "/moje-treningi");
  const signedOut = await client.formOf("Wyloguj").submit("Wyloguj");
  // The page's other status, the offline banner's live region, is empty: nothing a person reads.
  expect(signedOut.shownTexts("[role=status]")).toEqual(["Wylogowano."]);
  expect(shown(signedOut.formOf("Wyślij link").field("Twój e-mail"))).toBe(true);
  expect(pushEndpoints(clientId)).toEqual([]);
  await phone.dispose();
});
