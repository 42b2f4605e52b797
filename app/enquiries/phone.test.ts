import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it("brings Polish numbers to +48 500 000 000", () => {
    for (const input of ["500000000", "500 000 000", "+48 500 000 000", "0048500000000", "+48 (500) 000-000", "500-000-000"]) {
      expect(normalizePhone(input)).toBe("+48 500 000 000");
    }
  });

  it("keeps a foreign number with its prefix", () => {
    expect(normalizePhone("+49 30 1234567")).toBe("+49301234567");
  });

  it("refuses what is not a phone number", () => {
    for (const input of ["12345", "+48 500 000 00", "abc", "500 000 000 1", "+48500000000\r\nBcc: x"]) {
      expect(normalizePhone(input)).toBeNull();
    }
  });
});
