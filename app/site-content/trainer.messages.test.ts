import { describe, expect, it } from "vitest";
import { calendarAuthor, listeningTrainer, panelAuthor, panelName, panelPageTitle, trainerNoun } from "./trainer.messages";

describe("the words that name the trainer", () => {
  it("agree with a trainer who is a man", () => {
    expect(panelName("masculine")).toBe("Panel trenera");
    expect(panelAuthor("masculine")).toBe("trener (panel)");
    expect(calendarAuthor("masculine")).toBe("trener (kalendarz)");
    expect(panelPageTitle("Kalendarz", "masculine")).toBe("Kalendarz — panel trenera");
    expect(listeningTrainer("Jan Kowalski", "masculine")).toBe("Jan Kowalski: trener, który słucha");
    expect(["nominative", "genitive", "accusative", "dative", "instrumental", "locative"].map((c) => trainerNoun("masculine", c as never))).toEqual([
      "trener",
      "trenera",
      "trenera",
      "trenerowi",
      "trenerem",
      "trenerze",
    ]);
  });

  it("agree with a trainer who is a woman", () => {
    expect(panelName("feminine")).toBe("Panel trenerki");
    expect(panelAuthor("feminine")).toBe("trenerka (panel)");
    expect(calendarAuthor("feminine")).toBe("trenerka (kalendarz)");
    expect(panelPageTitle("Skrzynka zapytań (1 nowe)", "feminine")).toBe("Skrzynka zapytań (1 nowe) — panel trenerki");
    expect(listeningTrainer("Anna Nowak", "feminine")).toBe("Anna Nowak: trenerka, która słucha");
    expect(["nominative", "genitive", "accusative", "dative", "instrumental", "locative"].map((c) => trainerNoun("feminine", c as never))).toEqual([
      "trenerka",
      "trenerki",
      "trenerkę",
      "trenerce",
      "trenerką",
      "trenerce",
    ]);
  });
});
