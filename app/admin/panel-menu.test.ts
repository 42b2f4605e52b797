import { describe, expect, it } from "vitest";
import { currentMenuItem } from "./panel-menu";

describe("the panel's menu", () => {
  it.each([
    ["/admin", "Zapytania"],
    ["/admin/", "Zapytania"],
    ["/admin/zapytania/12", "Zapytania"],
    ["/admin/zapytania/12/usun", "Zapytania"],
    ["/admin/spam/usun", "Zapytania"],
    ["/admin/dane-klienta/zapytanie/12", "Zapytania"],
    ["/admin/kalendarz", "Kalendarz"],
    ["/admin/dane-klienta/rezerwacja/7", "Kalendarz"],
    ["/admin/klienci", "Klienci"],
    ["/admin/klienci/5", "Klienci"],
    ["/admin/klienci/5/polacz", "Klienci"],
    ["/admin/dane-klienta/klient/5", "Klienci"],
    ["/admin/treningi", "Klienci"],
    ["/admin/tresci", "Treści"],
    ["/admin/tresci/oferta", "Treści"],
    ["/admin/tresci/oferta/historia", "Treści"],
    ["/admin/zdjecia", "Zdjęcia"],
    ["/admin/platnosci", "Płatności"],
    ["/admin/bony", "Płatności"],
    ["/admin/cwiczenia", "Klienci"],
    ["/admin/cwiczenia/nowe", "Klienci"],
    ["/admin/cwiczenia/12/zdjecie", "Klienci"],
    ["/admin/powiadomienia", "Powiadomienia"],
    ["/admin/urzadzenia", "Powiadomienia"],
    ["/ADMIN/Kalendarz", "Kalendarz"],
  ])("marks the section of %s: %s", (pathname, label) => {
    expect(currentMenuItem(pathname)?.label).toBe(label);
  });

  it("marks none for an address outside every section", () => {
    expect(currentMenuItem("/admin/nie-ma-takiej-strony")).toBeUndefined();
    expect(currentMenuItem("/admin/zapytaniax")).toBeUndefined();
    expect(currentMenuItem("/admin/tresci-stare")).toBeUndefined();
    expect(currentMenuItem("/admin/kliencix")).toBeUndefined();
    expect(currentMenuItem("/admin/platnoscix")).toBeUndefined();
    expect(currentMenuItem("/admin/cwiczeniax")).toBeUndefined();
    expect(currentMenuItem("/admin/logowanie")).toBeUndefined();
  });
});
