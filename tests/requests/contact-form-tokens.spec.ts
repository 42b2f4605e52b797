// The contact page is rendered per request: each response's form carries its
// own submission key and signed stamp (docs/decisions/017).
import { expect, test } from "@playwright/test";
import { formTokens } from "../e2e/site";

test("every response has its own tokens", async ({ request }) => {
  const [first, second] = [await formTokens(request), await formTokens(request)];
  expect(second.submissionKey).not.toBe(first.submissionKey);
  expect(second.stamp).not.toBe(first.stamp);
});
