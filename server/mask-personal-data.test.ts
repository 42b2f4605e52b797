import { describe, expect, it } from "vitest";
import { maskAddress, maskPersonalData } from "./mask-personal-data";

describe("maskPersonalData", () => {
  it("keeps the first letter and the domain of an e-mail address", () => {
    expect(maskPersonalData("to <jan.kowalski@example.com> failed")).toBe("to <j***@example.com> failed");
    expect(maskPersonalData("/admin?q=anna@example.pl&page=2")).toBe("/admin?q=a***@example.pl&page=2");
  });

  it("hides the middle of a phone number, however it is written", () => {
    expect(maskPersonalData("tel. +48 500 123 456")).toBe("tel. +48 5** *** *56");
    expect(maskPersonalData("q=500123456")).toBe("q=500****56");
    expect(maskPersonalData("q=500-123-456")).toBe("q=500-***-*56");
  });

  it("leaves dates, times and short numbers alone", () => {
    const line = "retrying at 2026-11-22 10:15:00, enquiry #1234, attempt 3";
    expect(maskPersonalData(line)).toBe(line);
  });
});

describe("maskAddress", () => {
  it("keeps only the network", () => {
    expect(maskAddress("203.0.113.7")).toBe("203.0.113.0");
    expect(maskAddress("::ffff:127.0.0.1")).toBe("127.0.0.0");
    expect(maskAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::");
    expect(maskAddress("")).toBe("unknown");
  });
});
