import { describe, expect, it } from "vitest";
import { maskUrl } from "./request-log";

describe("maskUrl", () => {
  it("keeps paths and harmless queries as they are", () => {
    expect(maskUrl("/oferta")).toBe("/oferta");
    expect(maskUrl("/kontakt?usluga=dieta")).toBe("/kontakt?usluga=dieta");
  });

  it("masks e-mail addresses and phone numbers in query values, encoded or not", () => {
    expect(maskUrl("/admin?q=anna%40example.pl&strona=2")).toBe("/admin?q=a***@example.pl&strona=2");
    expect(maskUrl("/admin?q=%2B48%20500%20123%20456")).toBe("/admin?q=+48 5** *** *56");
  });
});
