// "Nie, dziękuję" on a phone, with the page's code and without it: the client
// is thanked, not told the link is broken (issue 78), and the answer is
// recorded once. The request tier: tests/requests/review-request.spec.ts.
import { expect, test } from "@playwright/test";
import { askedClient, declinedAt, reviewPage } from "./review-setup";

test.use({ viewport: { width: 390, height: 844 } });

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a review declined on a phone is answered with thanks and recorded", async ({ page }) => {
      const clientId = askedClient();
      await page.goto(await reviewPage(clientId));
      await page.getByRole("button", { name: "Nie, dziękuję" }).click();
      await expect(page.getByRole("status")).toHaveText("Zapisane. Więcej nie poproszę Cię o opinię. Dziękuję za wspólne treningi!");
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(declinedAt(clientId)).not.toBeNull();
    });
  });
