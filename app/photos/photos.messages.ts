// The Polish of uploading and choosing photos: why a photo was refused, and
// how a photo field names the photos it offers.
import { megapixelCount, upToMegapixels } from "~/lib/polish-phrases";
import type { PhotoRefusal } from "./photo-refusal";

/** "To nie jest zdjęcie w formacie JPEG, PNG ani WebP. …": what the trainer reads when a photo is refused, and what to do. */
export function photoRefusalMessage(refusal: PhotoRefusal): string {
  switch (refusal.problem) {
    case "too-large":
      return `Zdjęcie jest większe niż ${refusal.maxMegabytes} MB. Wyślij je w mniejszym rozmiarze (w telefonie: „Udostępnij” i rozmiar „Duży” zamiast „Oryginalny”).`;
    case "not-a-photo":
      return "To nie jest zdjęcie w formacie JPEG, PNG ani WebP. Wybierz zdjęcie z galerii telefonu.";
    case "cut-off":
      return "Wysyłanie zdjęcia przerwało się. Spróbuj jeszcze raz.";
    case "heic":
      return "Zdjęć HEIC (domyślny format iPhone’a) serwer nie potrafi odczytać. W iPhonie: Ustawienia → Aparat → Formaty → „Najbardziej zgodne” i zrób zdjęcie ponownie, albo wyślij je sobie e-mailem jako JPEG i dodaj stamtąd.";
    case "missing":
      return "Wybierz zdjęcie do wysłania.";
    case "unreadable":
      return "Tego zdjęcia nie da się odczytać: plik jest uszkodzony. Wybierz inne zdjęcie.";
    case "too-many-pixels":
      return `Zdjęcie ma ${megapixelCount(refusal.megapixels)}, a strona przyjmuje najwyżej ${megapixelCount(refusal.maxMegapixels)}. Wyślij je w mniejszym rozmiarze.`;
    case "too-deep":
      return `Zdjęcie ma ${megapixelCount(refusal.megapixels)} i jest zapisane z dużą głębią kolorów albo z przezroczystością: takiego serwer nie przygotuje. Zapisz je jako JPEG albo zmniejsz ${upToMegapixels(refusal.maxMegapixels)} i wyślij ponownie.`;
  }
}

/** An uploaded photo in a photo field's list: "Dodane 24 listopada 2026, 00:50, przygotowuje się". */
export const uploadedPhotoLabel = ({ added, preparing }: { added: string; preparing: boolean }): string =>
  `Dodane ${added}${preparing ? ", przygotowuje się" : ""}`;

/** One of the site's own photos (content/photos/) in a photo field's list. */
export const ownPhotoLabel = (name: string): string => `Zdjęcie strony: ${name}`;

/** A photo asked about that the library no longer has. */
export const PHOTO_GONE = "Tego zdjęcia nie ma już w bibliotece. Wyślij je jeszcze raz.";

/** The library's form took a photo: where it will be chosen. */
export const PHOTO_ADDED = "Zdjęcie dodane. Za chwilę będzie gotowe: wybierzesz je w polu „Zdjęcie” w edytorze treści.";

/** A photo the content names that the site has no files for: a page cannot render. */
export const missingPhotoError = (name: string): string => `Brak zdjęcia ${name} w content/photos/`;
