import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_RETRY_MS, RETRY_MS, retryDelay } from "./retry-schedule";

describe("retryDelay", () => {
  it("tries again after 5 s with no refusal, then doubles the wait after each refusal up to 5 minutes", () => {
    expect([0, 1, 2, 3, 6, 7, 50].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000, 300_000]);
  });

  it("never waits less than 5 s nor more than 5 minutes, and never less after one more refusal", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (refusals) => {
        const wait = retryDelay(refusals);
        expect(wait).toBeGreaterThanOrEqual(RETRY_MS);
        expect(wait).toBeLessThanOrEqual(MAX_RETRY_MS);
        expect(retryDelay(refusals + 1)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});
