import { describe, expect, it } from "vitest";
import { shouldPrefetch } from "./prefetch-policy";

describe("shouldPrefetch", () => {
  it("prefetches online on a normal connection or when the browser says nothing", () => {
    expect(shouldPrefetch(true, { effectiveType: "4g", saveData: false })).toBe(true);
    expect(shouldPrefetch(true, { effectiveType: "3g" })).toBe(true);
    expect(shouldPrefetch(true, undefined)).toBe(true);
  });

  it("does not prefetch offline, on 2g or slow-2g, or in data-saver mode", () => {
    expect(shouldPrefetch(false, { effectiveType: "4g" })).toBe(false);
    expect(shouldPrefetch(true, { effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch(true, { effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch(true, { effectiveType: "4g", saveData: true })).toBe(false);
  });
});
