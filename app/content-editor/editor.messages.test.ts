import { describe, expect, it } from "vitest";
import { LIST_CHANGE_FAILED, SECTION_GONE, UNKNOWN_BASE_VERSION } from "./editor.messages";

describe("the editor's refusals at the door", () => {
  it("say what happened and what to do", () => {
    expect(SECTION_GONE).toBe("Nie ma takiej sekcji treści.");
    expect(UNKNOWN_BASE_VERSION).toBe("Nie wiadomo, od której wersji zaczęła się ta zmiana. Otwórz sekcję ponownie.");
    expect(LIST_CHANGE_FAILED).toBe("Nie udało się zmienić listy w formularzu. Odśwież stronę i spróbuj ponownie.");
  });
});
