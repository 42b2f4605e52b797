import { describe, expect, it } from "vitest";
import { axisTop } from "./bar-chart";

describe("a chart's axis", () => {
  it("ends at the nearest round number at or above the largest value", () => {
    expect([0, 1, 7, 31, 50, 51, 18_700, 92_000].map(axisTop)).toEqual([1, 1, 8, 40, 50, 60, 20_000, 100_000]);
  });
});
