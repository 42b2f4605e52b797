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

  it("forgets ended windows as it goes, and never keeps more than maxKeys", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000, maxKeys: 1000 });
    for (let i = 0; i < 5000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`, i);
    expect(limiter.size).toBe(1000);
    // A flood of new keys pushes out the oldest, never the newest.
    expect(limiter.take("10.0.19.135", 5000)).toBe(0);
    for (let i = 0; i < 4; i++) limiter.take("10.0.19.135", 5000);
    expect(limiter.take("10.0.19.135", 5000)).toBeGreaterThan(0);
    // Ten minutes on, one call drops every ended window.
    limiter.take("192.0.2.1", 700_000);
    expect(limiter.size).toBe(1);
  });

  it("is off with a limit of 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 600_000 });
    for (let i = 0; i < 100; i++) expect(limiter.take("1.2.3.4")).toBe(0);
  });
});
