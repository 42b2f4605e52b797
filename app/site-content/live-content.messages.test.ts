import { describe, expect, it } from "vitest";
import { contentDoesNotRenderLog, contentSeededLog, contentUpgradedLog, missingPhotosMessage, pageFailedMessage } from "./live-content.messages";

describe("the words of content that does not render", () => {
  it("name the page, the photos and the versions", () => {
    expect(pageFailedMessage("/galeria", "500")).toBe("strona /galeria odpowiada błędem 500");
    expect(missingPhotosMessage(["x.jpg", "y.jpg"])).toBe("Brak zdjęcia x.jpg, y.jpg");
    expect(contentDoesNotRenderLog(12, 11)).toBe("Treść w wersji 12 nie daje się wyświetlić: strona pokazuje nadal wersję 11");
  });

  it("log the sections filled in or upgraded at start", () => {
    expect(contentSeededLog(["offer", "booking"])).toBe("Treść strony zapisana w bazie z plików content/ (offer, booking).");
    expect(contentUpgradedLog(["trainer"])).toBe("Treść strony dostosowana do nowej wersji strony (trainer); poprzednie wersje są w historii zmian.");
  });
});
