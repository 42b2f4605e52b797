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

  it("hides the secret of a booking's link and of the calendar feed, keeping the booking's number", () => {
    const mac = "Xc9aBcDeFgHiJkLmNoPqRsTuVwXyZ012";
    expect(maskUrl(`/rezerwacja/42-${mac}`)).toBe("/rezerwacja/42-…");
    expect(maskUrl(`/rezerwacja/42-${mac}?odwolana`)).toBe("/rezerwacja/42-…?odwolana=");
    expect(maskUrl(`/rezerwacja/42-${mac}.data`)).toBe("/rezerwacja/42-….data");
    expect(maskUrl(`/rezerwacja/42-${mac}/wydarzenie.ics`)).toBe("/rezerwacja/42-…/wydarzenie.ics");
    expect(maskUrl(`/%72ezerwacja/42-${mac}`)).toBe("/%72ezerwacja/42-…");
    expect(maskUrl(`//REZERWACJA/${mac}`)).toBe("//REZERWACJA/…");
    expect(maskUrl("/kalendarz/b7Qx2mN9pL4kR8sT1vW3yZ5aC6dE0fGh.ics")).toBe("/kalendarz/….ics");
    expect(maskUrl("/kalendarz/b7Qx2mN9pL4kR8sT1vW3yZ5aC6dE0fGh")).toBe("/kalendarz/…");
    expect(maskUrl(`/moje-treningi/wejscie/${"A".repeat(43)}`)).toBe("/moje-treningi/wejscie/…");
    expect(maskUrl(`/moje-treningi/wejscie/${"A".repeat(43)}.data`)).toBe("/moje-treningi/wejscie/….data");
    expect(maskUrl("/moje-treningi/kalendarz/7-b7Qx2mN9pL4kR8sT1vW3yZ5aC6dE0fGh.ics")).toBe("/moje-treningi/kalendarz/….ics");
    expect(maskUrl("/moje-treningi?odwolana")).toBe("/moje-treningi?odwolana=");
    expect(maskUrl(`/lista-oczekujacych/potwierdz/${"A".repeat(43)}`)).toBe("/lista-oczekujacych/potwierdz/…");
    expect(maskUrl(`/Lista-Oczekujacych//potwierdz/${"A".repeat(43)}.data`)).toBe("/Lista-Oczekujacych//potwierdz/….data");
    expect(maskUrl("/rezerwacja?usluga=trening")).toBe("/rezerwacja?usluga=trening");
    expect(maskUrl("/admin/kalendarz?od=2026-03-02")).toBe("/admin/kalendarz?od=***");
  });
});
