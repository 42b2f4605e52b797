import { describe, expect, it } from "vitest";
import home from "~content/home";
import offer from "~content/offer";
import {
  calendarAuthor,
  listeningTrainer,
  panelAuthor,
  panelName,
  panelPageTitle,
  titleOfOtherGender,
  trainerNoun,
  trainerWordOfOtherGender,
} from "./trainer.messages";

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

describe("a title in the other gender", () => {
  it("is found in any case of the noun, and only in the other gender", () => {
    expect(trainerWordOfOtherGender("Trener personalny", "feminine")).toBe("Trener");
    expect(trainerWordOfOtherGender("Certyfikowany trener personalny i dietetyk", "feminine")).toBe("trener");
    expect(trainerWordOfOtherGender("Trenerka personalna", "feminine")).toBeNull();
    expect(trainerWordOfOtherGender("Trenerka personalna", "masculine")).toBe("Trenerka");
    expect(trainerWordOfOtherGender("Dietetyk sportowy", "feminine")).toBeNull();
    expect(trainerWordOfOtherGender("Trener personalny", "masculine")).toBeNull();
  });

  it("is refused with the form to write instead", () => {
    expect(titleOfOtherGender("Trener", "feminine")).toBe(
      "„Trener” to forma męska, a strona pisze o Tobie w formie żeńskiej. Wpisz formę żeńską, np. „Trenerka personalna”, albo zmień pole „Jak strona ma o Tobie pisać”.",
    );
    expect(titleOfOtherGender("Trenerka", "masculine")).toBe(
      "„Trenerka” to forma żeńska, a strona pisze o Tobie w formie męskiej. Wpisz formę męską, np. „Trener personalny”, albo zmień pole „Jak strona ma o Tobie pisać”.",
    );
  });
});

const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(stringsOf)
        : [];

describe("the initial offer, for a trainer of either gender", () => {
  it("names the trainer in neither gender in the offer and the home page's questions, which a woman would not think to edit", () => {
    const texts = [...stringsOf(offer), ...stringsOf(home.faq)];
    for (const gender of ["feminine", "masculine"] as const) {
      for (const text of texts) expect(trainerWordOfOtherGender(text, gender), text).toBeNull();
    }
    expect(texts).not.toContain("plan na dni bez trenera");
    expect(texts).toContain("plan na samodzielne treningi między spotkaniami");
  });
});
