import { describe, expect, it } from "vitest";
import { duplicatePhotoMessage, photoNotTakenMessage } from "./photo-library.messages";

const addedAt = "2026-11-23T23:50:00.000Z";

describe("the refusal of a photo the library has", () => {
  it("says when it was added and every place it is used, or that it is used nowhere yet", () => {
    expect(duplicatePhotoMessage({ addedAt, uses: ["Galeria, zdjęcie 3"] })).toBe(
      "To zdjęcie jest już w bibliotece: dodane 24 listopada 2026, 00:50, używane w: Galeria, zdjęcie 3.",
    );
    expect(duplicatePhotoMessage({ addedAt, uses: ["Strona główna, duże zdjęcie na górze strony", "Galeria, zdjęcie 1"] })).toBe(
      "To zdjęcie jest już w bibliotece: dodane 24 listopada 2026, 00:50, używane w: Strona główna, duże zdjęcie na górze strony; Galeria, zdjęcie 1.",
    );
    expect(duplicatePhotoMessage({ addedAt, uses: [] })).toBe("To zdjęcie jest już w bibliotece: dodane 24 listopada 2026, 00:50, jeszcze nigdzie nieużywane.");
  });

  it("words a duplicate and every other refusal alike", () => {
    expect(photoNotTakenMessage({ problem: "duplicate", addedAt, uses: [] })).toMatch(/^To zdjęcie jest już w bibliotece/);
    expect(photoNotTakenMessage({ problem: "missing" })).toBe("Wybierz zdjęcie do wysłania.");
  });
});
