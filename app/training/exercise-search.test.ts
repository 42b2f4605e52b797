import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exerciseMatches } from "./exercise-search";

const LOWER = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż";
const WITHOUT_POLISH: Record<string, string> = { ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z" };
const plain = (text: string) => [...text].map((letter) => WITHOUT_POLISH[letter.toLowerCase()] ?? letter).join("");

describe("the exercise search", () => {
  it.each([
    ["Wyciskanie sztangi leżąc", "wyciskanie"],
    ["Przysiad ze sztangą z tyłu", "przysiad"],
    ["Martwy ciąg klasyczny", "martwy ciag"],
    ["Martwy ciąg klasyczny", "MARTWY CIĄG"],
    ["Przysiad ze sztangą z tyłu", "przysiady"],
    ["Przysiad ze sztangą z tyłu", "przysiadów"],
    ["Przysiad bułgarski", "przysiadow"],
    ["Wykroki chodzone", "wykrok"],
    ["Wykroki chodzone", "wykrokami"],
    ["Wiosłowanie hantlem", "hantle"],
    ["Wiosłowanie hantlem", "wioslowania hantli"],
    ["Przysiad ze sztangą z tyłu", "sztanga"],
    ["Przysiad ze sztangą z tyłu", "przys"],
  ])("finds %s by %s", (name, query) => {
    expect(exerciseMatches(name, query)).toBe(true);
  });

  it.each([
    ["Wyciskanie sztangi leżąc", "przysiad"],
    ["Martwy ciąg klasyczny", "martwy sumo"],
    ["Wykroki chodzone", "wykroczenie"],
    ["Deska (plank)", "deskorolka"],
  ])("does not find %s by %s", (name, query) => {
    expect(exerciseMatches(name, query)).toBe(false);
  });

  it("finds by the muscles and the equipment too, every word somewhere", () => {
    const exercise = { name: "Wiosłowanie hantlem", muscles: "najszersze grzbietu", equipment: "hantel, ławka" };
    expect(exerciseMatches(exercise, "grzbiet")).toBe(true);
    expect(exerciseMatches(exercise, "klatka wiosłowanie")).toBe(false);
    expect(exerciseMatches(exercise, "lawka wioslowanie")).toBe(true);
    expect(exerciseMatches(exercise, "klatka")).toBe(false);
  });

  it("finds everything by an empty query or one of punctuation only", () => {
    expect(exerciseMatches("Koci grzbiet", "")).toBe(true);
    expect(exerciseMatches("Koci grzbiet", " – ")).toBe(true);
  });

  it("finds any name by any of its own words, in either letter case, with or without Polish letters", () => {
    const word = fc.string({ unit: fc.constantFrom(...LOWER), minLength: 1, maxLength: 12 });
    const name = fc.array(word, { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(name, fc.nat(), fc.boolean(), fc.boolean(), (words, pick, upper, stripped) => {
        let asked = words[pick % words.length]!;
        if (upper) asked = asked.toLocaleUpperCase("pl");
        if (stripped) asked = plain(asked);
        return exerciseMatches(words.join(" "), asked);
      }),
    );
  });
});
