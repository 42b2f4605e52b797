import { describe, expect, it } from "vitest";
import {
  IMPORT_AUTHOR,
  importSummary,
  INITIAL_AUTHOR,
  INITIAL_SUMMARY,
  missingSectionsError,
  UPGRADE_AUTHOR,
  upgradeSummary,
} from "./content-revisions.messages";

describe("the words of revisions the trainer did not write", () => {
  it("name their author and their line in the history", () => {
    expect([INITIAL_AUTHOR, INITIAL_SUMMARY]).toEqual(["treść początkowa", "Treść początkowa z plików strony"]);
    expect([UPGRADE_AUTHOR, upgradeSummary("Nazwa strony: „A” → „B”")]).toEqual(["aktualizacja strony", "Aktualizacja strony: Nazwa strony: „A” → „B”"]);
    expect([IMPORT_AUTHOR, importSummary("Bez zmian")]).toEqual(["import z kopii", "Wczytano z kopii: Bez zmian"]);
  });

  it("say which sections the database lacks", () => {
    expect(missingSectionsError(["offer", "booking"])).toBe("Brak treści sekcji w bazie: offer, booking (uruchom serwer, aby ją uzupełnić z plików)");
  });
});
