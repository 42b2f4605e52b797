import { describe, expect, it } from "vitest";
import { countedPhrase } from "./polish-plural";

describe("countedPhrase", () => {
  it("agrees the noun, the adjective and the verb with the count", () => {
    const phrase = { one: "{count} zapytanie zniknie", few: "{count} zapytania znikną", many: "{count} zapytań zniknie" };
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 102, 112, 122].map((n) => countedPhrase(n, phrase))).toEqual([
      "0 zapytań zniknie",
      "1 zapytanie zniknie",
      "2 zapytania znikną",
      "4 zapytania znikną",
      "5 zapytań zniknie",
      "11 zapytań zniknie",
      "12 zapytań zniknie",
      "14 zapytań zniknie",
      "21 zapytań zniknie",
      "22 zapytania znikną",
      "25 zapytań zniknie",
      "101 zapytań zniknie",
      "102 zapytania znikną",
      "112 zapytań zniknie",
      "122 zapytania znikną",
    ]);
  });

  it("lets a form leave the number out", () => {
    expect(countedPhrase(1, { one: "w ciągu godziny", few: "w ciągu {count} godzin", many: "w ciągu {count} godzin" })).toBe("w ciągu godziny");
  });
});
