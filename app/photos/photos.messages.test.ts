import { describe, expect, it } from "vitest";
import { missingPhotoError, ownPhotoLabel, PHOTO_ADDED, PHOTO_GONE, photoRefusalMessage, uploadedPhotoLabel } from "./photos.messages";

describe("the words of a refused photo", () => {
  it("names the limit and what to do", () => {
    expect(photoRefusalMessage({ problem: "too-large", maxMegabytes: 25 })).toBe(
      "Zdjęcie jest większe niż 25 MB. Wyślij je w mniejszym rozmiarze (w telefonie: „Udostępnij” i rozmiar „Duży” zamiast „Oryginalny”).",
    );
    expect(photoRefusalMessage({ problem: "not-a-photo" })).toBe("To nie jest zdjęcie w formacie JPEG, PNG ani WebP. Wybierz zdjęcie z galerii telefonu.");
    expect(photoRefusalMessage({ problem: "cut-off" })).toBe("Wysyłanie zdjęcia przerwało się. Spróbuj jeszcze raz.");
    expect(photoRefusalMessage({ problem: "heic" })).toContain("„Najbardziej zgodne”");
    expect(photoRefusalMessage({ problem: "unreadable" })).toBe("Tego zdjęcia nie da się odczytać: plik jest uszkodzony. Wybierz inne zdjęcie.");
  });

  it("declines the megapixels for their number: 1, 2, 5, 12, 22", () => {
    const counts = [1, 2, 5, 12, 22].map((megapixels) => photoRefusalMessage({ problem: "too-many-pixels", megapixels, maxMegapixels: 50 }));
    expect(counts.map((message) => message.split(",")[0])).toEqual([
      "Zdjęcie ma 1 megapiksel",
      "Zdjęcie ma 2 megapiksele",
      "Zdjęcie ma 5 megapikseli",
      "Zdjęcie ma 12 megapikseli",
      "Zdjęcie ma 22 megapiksele",
    ]);
    expect(counts[0]).toBe("Zdjęcie ma 1 megapiksel, a strona przyjmuje najwyżej 50 megapikseli. Wyślij je w mniejszym rozmiarze.");
    expect(
      [1, 2, 5, 12, 22].map((maxMegapixels) => photoRefusalMessage({ problem: "too-deep", megapixels: 49, maxMegapixels }).match(/zmniejsz (do \d+ \S+)/)?.[1]),
    ).toEqual(["do 1 megapiksela", "do 2 megapikseli", "do 5 megapikseli", "do 12 megapikseli", "do 22 megapikseli"]);
  });

  it("names the photos a photo field offers", () => {
    expect(uploadedPhotoLabel({ added: "24 listopada 2026, 00:50", preparing: true })).toBe("Dodane 24 listopada 2026, 00:50, przygotowuje się");
    expect(uploadedPhotoLabel({ added: "24 listopada 2026, 00:50", preparing: false })).toBe("Dodane 24 listopada 2026, 00:50");
    expect(ownPhotoLabel("portret.jpg")).toBe("Zdjęcie strony: portret.jpg");
    expect(missingPhotoError("x.jpg")).toBe("Brak zdjęcia x.jpg w content/photos/");
    expect(PHOTO_GONE).toBe("Tego zdjęcia nie ma już w bibliotece. Wyślij je jeszcze raz.");
    expect(PHOTO_ADDED).toBe("Zdjęcie dodane. Za chwilę będzie gotowe: wybierzesz je w polu „Zdjęcie” w edytorze treści.");
  });
});
