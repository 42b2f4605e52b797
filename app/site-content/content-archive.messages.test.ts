import { describe, expect, it } from "vitest";
import { archiveProblem, importRefusedMessage } from "./content-archive.messages";

describe("the report of a copy that cannot be loaded", () => {
  it("lists one line per problem: file, field, reason", () => {
    const problems = [
      archiveProblem.missingFile("tresci/offer.json"),
      archiveProblem.notJson("tresci/home.json", "Unexpected token"),
      archiveProblem.invalidField("tresci/offer.json", "packages.1.price", "cena musi być większa od zera"),
      archiveProblem.invalidField("tresci/gallery.json", "", "oczekiwano listy"),
      archiveProblem.missingPhoto("zdjecia/u-0123456789ab-64x48.jpg"),
    ];
    expect(importRefusedMessage(problems)).toBe(
      [
        "Nie wczytano niczego, bo kopia ma błędy:",
        "  - tresci/offer.json: brak pliku",
        "  - tresci/home.json: to nie jest poprawny JSON (Unexpected token)",
        "  - tresci/offer.json: packages.1.price: cena musi być większa od zera",
        "  - tresci/gallery.json: (cały plik): oczekiwano listy",
        "  - zdjecia/u-0123456789ab-64x48.jpg: brak zdjęcia, którego używa treść",
      ].join("\n"),
    );
  });

  it("says a section published meanwhile, or refused, by its file", () => {
    expect(archiveProblem.publishedMeanwhile("tresci/offer.json")).toBe(
      "tresci/offer.json: ktoś opublikował zmianę tej sekcji w trakcie wczytywania; uruchom wczytywanie ponownie",
    );
    expect(archiveProblem.notPublished("tresci/offer.json", "Nie opublikowano.")).toBe("tresci/offer.json: Nie opublikowano.");
  });
});
