import { describe, expect, it } from "vitest";
import { easeInOutCubic } from "./smooth-scroll";

describe("easeInOutCubic", () => {
  it("starts at 0, passes the middle at half and ends at 1, clamped outside", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it("moves slowly at the ends and fast in the middle", () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});
