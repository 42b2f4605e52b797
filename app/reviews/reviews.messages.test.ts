import { describe, expect, it } from "vitest";
import { reviewRequestLine } from "./reviews.messages";

describe("the card's line about a review request", () => {
  it("says when the client was asked, in Warsaw's day, and when they said no", () => {
    expect(reviewRequestLine({ askedAt: "2026-11-12T23:30:00.000Z", declinedAt: null })).toBe("Poproszono o opinię 13 listopada 2026.");
    expect(reviewRequestLine({ askedAt: "2026-11-12T10:00:00.000Z", declinedAt: "2026-11-14T10:00:00.000Z" })).toBe(
      "Poproszono o opinię 12 listopada 2026. „Nie, dziękuję” 14 listopada 2026: strona nie poprosi ponownie.",
    );
  });
});
