// The booking settings' review request: the trainer's address (https or
// none) and the number of kept sessions after which a client is asked.
import { describe, expect, it } from "vitest";
import booking from "./booking";
import { bookingSchema } from "./booking-schema";

const withReview = (review: Record<string, unknown>) => bookingSchema.safeParse({ ...booking, ...review });

describe("the review request's settings", () => {
  it("asks after 3 kept sessions with no address until one is set, as settings stored before them read", () => {
    const before: Record<string, unknown> = { ...booking };
    delete before.reviewUrl;
    delete before.reviewAfterSessions;
    expect(bookingSchema.parse(before)).toMatchObject({ reviewUrl: "", reviewAfterSessions: 3 });
  });

  it("takes an https address (trimmed) or none, and a whole number from 0 to 100", () => {
    expect(withReview({ reviewUrl: " https://g.page/r/abc/review ", reviewAfterSessions: 0 }).data).toMatchObject({
      reviewUrl: "https://g.page/r/abc/review",
      reviewAfterSessions: 0,
    });
    for (const reviewUrl of ["http://g.page/r/abc/review", "g.page/r/abc", `https://example.com/${"a".repeat(500)}`])
      expect(withReview({ reviewUrl }).success, reviewUrl).toBe(false);
    for (const reviewAfterSessions of [-1, 2.5, 101]) expect(withReview({ reviewAfterSessions }).success, String(reviewAfterSessions)).toBe(false);
  });
});
