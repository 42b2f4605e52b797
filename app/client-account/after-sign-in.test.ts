import { expect, it } from "vitest";
import { afterSignIn, afterSignInQuery, landingAfterSignIn } from "./after-sign-in";

it("leads only to a page it names: anything else a request brings lands on /moje-treningi", () => {
  expect(landingAfterSignIn(afterSignIn("ankieta"))).toBe("/moje-treningi/ankieta");
  expect(afterSignInQuery(afterSignIn("ankieta"))).toBe("?dalej=ankieta");
  for (const crafted of [null, undefined, "", "https://example.org/", "//example.org", "/admin", "__proto__", "constructor", "toString", "ankieta/../admin"]) {
    expect(afterSignIn(crafted)).toBeNull();
    expect(landingAfterSignIn(afterSignIn(crafted))).toBe("/moje-treningi");
    expect(afterSignInQuery(afterSignIn(crafted))).toBe("");
  }
});
