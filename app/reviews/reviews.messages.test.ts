import { describe, expect, it } from "vitest";
import { REVIEW_MAIL, REVIEW_PAGE, REVIEW_PUSH, reviewRequestLine } from "./reviews.messages";

describe("the card's line about a review request", () => {
  it("says when the client was asked, in Warsaw's day, and when they said no", () => {
    expect(reviewRequestLine({ askedAt: "2026-11-12T23:30:00.000Z", declinedAt: null })).toBe("Poproszono o opinię 13 listopada 2026.");
    expect(reviewRequestLine({ askedAt: "2026-11-12T10:00:00.000Z", declinedAt: "2026-11-14T10:00:00.000Z" })).toBe(
      "Poproszono o opinię 12 listopada 2026. „Nie, dziękuję” 14 listopada 2026: strona nie poprosi ponownie.",
    );
  });
});

describe("the review request's words", () => {
  it("ask how the sessions are rated, a critical opinion as welcome as a good one, never only for praise", () => {
    for (const text of [REVIEW_MAIL.lead, REVIEW_PUSH.body, REVIEW_PAGE.question]) {
      expect(text).toContain("Jak");
      expect(text).toMatch(/oceniasz treningi|Jak je oceniasz/);
      expect(text).not.toMatch(/pomocne|polec/);
    }
    expect(REVIEW_MAIL.lead).toContain("dobra czy krytyczna");
    expect(REVIEW_PAGE.question).toContain("dobra czy krytyczna");
  });
});
