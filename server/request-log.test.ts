import { describe, expect, it } from "vitest";
import { maskUrl } from "./request-log";

describe("maskUrl", () => {
  it("keeps paths and harmless queries as they are", () => {
    expect(maskUrl("/oferta")).toBe("/oferta");
    expect(maskUrl("/kontakt?usluga=dieta")).toBe("/kontakt?usluga=dieta");
  });

  it("masks e-mail addresses and phone numbers in query values, encoded or not", () => {
    expect(maskUrl("/kontakt?email=anna%40example.pl&strona=2")).toBe("/kontakt?email=a***@example.pl&strona=2");
    expect(maskUrl("/kontakt?telefon=%2B48%20500%20123%20456")).toBe("/kontakt?telefon=+48 5** *** *56");
  });

  it("hides every query value of the inbox, however its address is spelled", () => {
    for (const path of ["/admin", "/admin/eksport.csv", "/admin.data", "/ADMIN", "/%61dmin", "//admin/zapytania/3"]) {
      expect(maskUrl(`${path}?q=Kowalska&status=new`), path).toBe(`${path}?q=***&status=***`);
    }
    expect(maskUrl("/administracja-budynku?q=Kowalska")).toBe("/administracja-budynku?q=Kowalska");
    expect(maskUrl("/%E0%A4%A?q=Kowalska")).toBe("/%E0%A4%A?q=Kowalska");
  });
});
