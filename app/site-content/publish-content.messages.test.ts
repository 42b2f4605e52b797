import { describe, expect, it } from "vitest";
import { inOtherSection, notPublishedFacts, pagesDoNotRenderMessage, photosNotReadyMessage, savedNotShownMessage } from "./publish-content.messages";

describe("the words of a publish refused", () => {
  it("names one photo and several in the genitive after „nie ma”", () => {
    expect(photosNotReadyMessage(["a.jpg"])).toBe(
      "Nie opublikowano: zdjęcia „a.jpg” nie ma w bibliotece albo jeszcze się przygotowuje. Wybierz zdjęcie z listy (strona Zdjęcia pokazuje, kiedy jest gotowe) i opublikuj ponownie.",
    );
    for (const count of [2, 5, 12, 22]) {
      const names = Array.from({ length: count }, (_, index) => `${index}.jpg`);
      expect(photosNotReadyMessage(names)).toMatch(/^Nie opublikowano: zdjęć „0\.jpg”, „1\.jpg”.* nie ma w bibliotece/);
    }
  });

  it("gathers the problems, naming another section's", () => {
    expect(notPublishedFacts(["Pierwszy problem.", inOtherSection("Oferta i cennik", "Drugi problem.")])).toBe(
      "Nie opublikowano. Pierwszy problem. W sekcji „Oferta i cennik”: Drugi problem.",
    );
  });

  it("says the pages do not render, or are not shown yet", () => {
    expect(pagesDoNotRenderMessage("strona /galeria odpowiada błędem 500")).toBe(
      "Nie opublikowano: strony z tą zmianą nie dają się wyświetlić (strona /galeria odpowiada błędem 500). Strona pokazuje nadal poprzednią treść.",
    );
    expect(savedNotShownMessage("Brak zdjęcia x.jpg")).toBe("Zapisano, ale strona jeszcze tego nie pokazuje: Brak zdjęcia x.jpg.");
  });
});
