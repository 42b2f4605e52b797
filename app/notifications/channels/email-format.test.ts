import { describe, expect, it } from "vitest";
import { headerSafe } from "./email-format";

describe("headerSafe", () => {
  it("turns every line break and control character into one space", () => {
    expect(headerSafe("Jan\r\nBcc: x@example.com")).toBe("Jan Bcc: x@example.com");
    expect(headerSafe(" Jan\u2028Kowalski\t\u0000 ")).toBe("Jan Kowalski");
  });
});
