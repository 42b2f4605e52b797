import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("lets 5 through in 10 minutes, then says how long to wait", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000 });
    for (let i = 0; i < 5; i++) expect(limiter.take("1.2.3.4", 1_000 + i)).toBe(0);
    expect(limiter.take("1.2.3.4", 60_000)).toBe(541);
    expect(limiter.take("5.6.7.8", 60_000)).toBe(0);
    expect(limiter.take("1.2.3.4", 601_000)).toBe(0);
  });

  it("is off with a limit of 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 600_000 });
    for (let i = 0; i < 100; i++) expect(limiter.take("1.2.3.4")).toBe(0);
  });
});
