// What the privacy policy says of cookies, checked in a browser: no page, its
// scripts included, and no form post sets one. (The notice and the policy's
// text: tests/requests/privacy-notice.spec.ts.)
import { expect, test } from "@playwright/test";
import { formTokens, pastTheTimeTrap, publicPages } from "./site";

test("what the policy says of cookies is true: the public pages and the form set none", async ({ page, request }) => {
  for (const { path } of publicPages) await page.goto(path);
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const sent = await page.request.post("/kontakt", {
    form: { name: "Bez Ciasteczek", email: "ciasteczka@example.com", message: "Proszę o kontakt w sprawie treningów.", ...tokens },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expect(sent.headers()["set-cookie"]).toBeUndefined();
  expect(await page.context().cookies()).toEqual([]);
});
