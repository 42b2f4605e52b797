import { describe, expect, it } from "vitest";
import {
  afterDays,
  afterYears,
  atLeastCharacters,
  atMostCharacters,
  enquiryCount,
  forDays,
  forMonths,
  forYears,
  spamToErase,
  withinHours,
} from "./polish-phrases";

// Every value the content or configuration allows falls in one of these
// classes: 1; 2–4 and 22–24, 32…; 0, 5–21, 25…, 112–114.
describe("Polish phrases with a number", () => {
  it("answer within a response time of any length", () => {
    expect([1, 2, 4, 5, 12, 22, 24, 48, 72].map(withinHours)).toEqual([
      "w ciągu godziny",
      "w ciągu 2 godzin",
      "w ciągu 4 godzin",
      "w ciągu 5 godzin",
      "w ciągu 12 godzin",
      "w ciągu 22 godzin",
      "w ciągu 24 godzin",
      "w ciągu 48 godzin",
      "w ciągu 72 godzin",
    ]);
  });

  it("keep enquiries for any retention period", () => {
    expect([1, 2, 5, 12, 22, 24, 25, 36].map(forMonths)).toEqual([
      "przez 1 miesiąc",
      "przez 2 miesiące",
      "przez 5 miesięcy",
      "przez 12 miesięcy",
      "przez 22 miesiące",
      "przez 24 miesiące",
      "przez 25 miesięcy",
      "przez 36 miesięcy",
    ]);
  });

  it("state any period in years or days the privacy policy names", () => {
    expect([1, 2, 5, 6, 12, 20].map(forYears)).toEqual(["przez 1 rok", "przez 2 lata", "przez 5 lat", "przez 6 lat", "przez 12 lat", "przez 20 lat"]);
    expect([1, 2, 14, 22, 30, 365].map(forDays)).toEqual(["przez 1 dzień", "przez 2 dni", "przez 14 dni", "przez 22 dni", "przez 30 dni", "przez 365 dni"]);
    expect([1, 2, 5, 6, 20].map(afterYears)).toEqual(["po 1 roku", "po 2 latach", "po 5 latach", "po 6 latach", "po 20 latach"]);
    expect([1, 2, 14, 30].map(afterDays)).toEqual(["po 1 dniu", "po 2 dniach", "po 14 dniach", "po 30 dniach"]);
  });

  it("state any length limit before „znaków”", () => {
    expect([1, 2, 3, 10, 22, 120, 254, 2000].map(atMostCharacters)).toEqual([
      "najwyżej 1 znak",
      "najwyżej 2 znaki",
      "najwyżej 3 znaki",
      "najwyżej 10 znaków",
      "najwyżej 22 znaki",
      "najwyżej 120 znaków",
      "najwyżej 254 znaki",
      "najwyżej 2000 znaków",
    ]);
    expect([1, 4, 10, 23].map(atLeastCharacters)).toEqual(["co najmniej 1 znak", "co najmniej 4 znaki", "co najmniej 10 znaków", "co najmniej 23 znaki"]);
  });

  it("agree the verb of the spam erasure with its count", () => {
    expect([1, 2, 4, 5, 12, 22, 25].map(spamToErase)).toEqual([
      "1 zapytanie oznaczone jako spam zniknie",
      "2 zapytania oznaczone jako spam znikną",
      "4 zapytania oznaczone jako spam znikną",
      "5 zapytań oznaczonych jako spam zniknie",
      "12 zapytań oznaczonych jako spam zniknie",
      "22 zapytania oznaczone jako spam znikną",
      "25 zapytań oznaczonych jako spam zniknie",
    ]);
  });

  it("count enquiries", () => {
    expect([0, 1, 3, 5, 104].map(enquiryCount)).toEqual(["0 zapytań", "1 zapytanie", "3 zapytania", "5 zapytań", "104 zapytania"]);
  });
});
