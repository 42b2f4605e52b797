import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";

describe("formatPrice", () => {
  it("writes prices the Polish way", () => {
    expect(formatPrice(150).replace(/\s/g, " ")).toBe("150 zł");
    expect(formatPrice(1040).replace(/\s/g, " ")).toBe("1040 zł");
    expect(formatPrice(12500).replace(/\s/g, " ")).toBe("12 500 zł");
  });
});
