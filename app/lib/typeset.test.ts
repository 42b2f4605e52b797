import { describe, expect, it } from "vitest";
import { hasBreakableOneLetterWord, typeset } from "./typeset";

const NBSP = "\u00A0";

describe("typeset", () => {
  it("keeps each one-letter word with the word after it, also in a row of them", () => {
    expect(typeset("Trening w studiu i w plenerze")).toBe(`Trening w${NBSP}studiu i${NBSP}w${NBSP}plenerze`);
    expect(typeset("A potem z nami, o czym i u kogo")).toBe(`A${NBSP}potem z${NBSP}nami, o${NBSP}czym i${NBSP}u${NBSP}kogo`);
    expect(typeset("W Przykładowie (i online)")).toBe(`W${NBSP}Przykładowie (i${NBSP}online)`);
    expect(typeset("„O treningu”")).toBe(`„O${NBSP}treningu”`);
  });

  it("binds a one-letter word at the end of a piece of text to what follows it in the next element", () => {
    expect(typeset("Zapytaj o ")).toBe(`Zapytaj o${NBSP}`);
  });

  it("leaves longer words, letters inside words and other letters alone", () => {
    for (const text of ["ok, to jest dom", "Pakiet 8 treningów", "83 kilogramy", "x y", "e-mail", "1:1 w"]) {
      expect(typeset(text), text).toBe(text);
    }
    expect(typeset("plan na 4 tygodnie")).toBe("plan na 4 tygodnie");
  });

  it("keeps abbreviations with what follows, phone numbers whole, and dashes off the start of a line", () => {
    expect(typeset("art. 6 ust. 1 lit. b RODO")).toBe(`art.${NBSP}6 ust.${NBSP}1 lit.${NBSP}b RODO`);
    expect(typeset("ul. Sportowa 1, tel. +48 500 000 000, § 1")).toBe(`ul.${NBSP}Sportowa 1, tel.${NBSP}+48${NBSP}500${NBSP}000${NBSP}000, §${NBSP}1`);
    expect(typeset("Trener — i dietetyk")).toBe(`Trener${NBSP}— i${NBSP}dietetyk`);
    expect(typeset("2–4 tygodnie")).toBe("2–4 tygodnie");
    expect(typeset("−14 kg, 150 zł, 60 min, 83 kilogramy")).toBe(`−14${NBSP}kg, 150${NBSP}zł, 60${NBSP}min, 83 kilogramy`);
    expect(typeset("do 25 MB, 25 MBit")).toBe(`do 25${NBSP}MB, 25 MBit`);
  });

  it("says whether a text still has a one-letter word that may end a line", () => {
    expect(hasBreakableOneLetterWord("ćwiczenia w domu")).toBe(true);
    expect(hasBreakableOneLetterWord("Zapytaj o ")).toBe(true);
    expect(hasBreakableOneLetterWord(typeset("ćwiczenia w domu i z gumą"))).toBe(false);
    expect(hasBreakableOneLetterWord("Kontakt z")).toBe(false);
  });
});
