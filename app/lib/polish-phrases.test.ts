import { describe, expect, it } from "vitest";
import {
  afterDays,
  afterYears,
  atLeastCharacters,
  atMostCharacters,
  bookingCount,
  dayCount,
  enquiryCount,
  forDays,
  forMonths,
  forYears,
  hourCount,
  hoursBefore,
  inMinutes,
  itemsAccusative,
  lessThanHours,
  megapixelCount,
  minuteCount,
  monthCount,
  otherChanges,
  timeCount,
  trainingCount,
  upToMegapixels,
  withinHours,
  yearCount,
} from "./polish-phrases";
import { mailsNotSent, newCount, newEnquiryCount, spamToErase, withBookingsOfThisPerson } from "~/admin/panel-phrases";

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

// 1; 2–4; 5; 12–14 (many, not few); 22–24 (few again).
const COUNTS = [1, 2, 4, 5, 12, 14, 22, 24];

describe("every counted phrase of the panel and its messages", () => {
  it.each([
    ["yearCount", yearCount, ["1 rok", "2 lata", "4 lata", "5 lat", "12 lat", "14 lat", "22 lata", "24 lata"]],
    ["monthCount", monthCount, ["1 miesiąc", "2 miesiące", "4 miesiące", "5 miesięcy", "12 miesięcy", "14 miesięcy", "22 miesiące", "24 miesiące"]],
    ["dayCount", dayCount, ["1 dzień", "2 dni", "4 dni", "5 dni", "12 dni", "14 dni", "22 dni", "24 dni"]],
    ["hourCount", hourCount, ["1 godzina", "2 godziny", "4 godziny", "5 godzin", "12 godzin", "14 godzin", "22 godziny", "24 godziny"]],
    ["minuteCount", minuteCount, ["1 minuta", "2 minuty", "4 minuty", "5 minut", "12 minut", "14 minut", "22 minuty", "24 minuty"]],
    ["trainingCount", trainingCount, ["1 trening", "2 treningi", "4 treningi", "5 treningów", "12 treningów", "14 treningów", "22 treningi", "24 treningi"]],
    ["hoursBefore", hoursBefore, ["godzinę", "2 godziny", "4 godziny", "5 godzin", "12 godzin", "14 godzin", "22 godziny", "24 godziny"]],
    [
      "lessThanHours",
      lessThanHours,
      [
        "mniej niż godzina",
        "mniej niż 2 godziny",
        "mniej niż 4 godziny",
        "mniej niż 5 godzin",
        "mniej niż 12 godzin",
        "mniej niż 14 godzin",
        "mniej niż 22 godziny",
        "mniej niż 24 godziny",
      ],
    ],
    ["inMinutes", inMinutes, ["za minutę", "za 2 minuty", "za 4 minuty", "za 5 minut", "za 12 minut", "za 14 minut", "za 22 minuty", "za 24 minuty"]],
    ["timeCount", timeCount, ["1 raz", "2 razy", "4 razy", "5 razy", "12 razy", "14 razy", "22 razy", "24 razy"]],
    [
      "megapixelCount",
      megapixelCount,
      ["1 megapiksel", "2 megapiksele", "4 megapiksele", "5 megapikseli", "12 megapikseli", "14 megapikseli", "22 megapiksele", "24 megapiksele"],
    ],
    [
      "upToMegapixels",
      upToMegapixels,
      [
        "do 1 megapiksela",
        "do 2 megapikseli",
        "do 4 megapikseli",
        "do 5 megapikseli",
        "do 12 megapikseli",
        "do 14 megapikseli",
        "do 22 megapikseli",
        "do 24 megapikseli",
      ],
    ],
    [
      "bookingCount",
      bookingCount,
      ["1 rezerwacja", "2 rezerwacje", "4 rezerwacje", "5 rezerwacji", "12 rezerwacji", "14 rezerwacji", "22 rezerwacje", "24 rezerwacje"],
    ],
    [
      "withBookingsOfThisPerson",
      withBookingsOfThisPerson,
      [
        "z rezerwacją tej osoby",
        "z 2 rezerwacjami tej osoby",
        "z 4 rezerwacjami tej osoby",
        "z 5 rezerwacjami tej osoby",
        "z 12 rezerwacjami tej osoby",
        "z 14 rezerwacjami tej osoby",
        "z 22 rezerwacjami tej osoby",
        "z 24 rezerwacjami tej osoby",
      ],
    ],
    ["newCount", newCount, ["1 nowe", "2 nowe", "4 nowe", "5 nowych", "12 nowych", "14 nowych", "22 nowe", "24 nowe"]],
    [
      "newEnquiryCount",
      newEnquiryCount,
      [
        "1 nowe zapytanie",
        "2 nowe zapytania",
        "4 nowe zapytania",
        "5 nowych zapytań",
        "12 nowych zapytań",
        "14 nowych zapytań",
        "22 nowe zapytania",
        "24 nowe zapytania",
      ],
    ],
    [
      "mailsNotSent",
      mailsNotSent,
      [
        "Nie udało się wysłać 1 e-maila",
        "Nie udało się wysłać 2 e-maili",
        "Nie udało się wysłać 4 e-maili",
        "Nie udało się wysłać 5 e-maili",
        "Nie udało się wysłać 12 e-maili",
        "Nie udało się wysłać 14 e-maili",
        "Nie udało się wysłać 22 e-maili",
        "Nie udało się wysłać 24 e-maili",
      ],
    ],
    ["itemsAccusative", itemsAccusative, ["1 pozycję", "2 pozycje", "4 pozycje", "5 pozycji", "12 pozycji", "14 pozycji", "22 pozycje", "24 pozycje"]],
    [
      "otherChanges",
      otherChanges,
      [
        "i 1 inna zmiana",
        "i 2 inne zmiany",
        "i 4 inne zmiany",
        "i 5 innych zmian",
        "i 12 innych zmian",
        "i 14 innych zmian",
        "i 22 inne zmiany",
        "i 24 inne zmiany",
      ],
    ],
    ["enquiryCount", enquiryCount, ["1 zapytanie", "2 zapytania", "4 zapytania", "5 zapytań", "12 zapytań", "14 zapytań", "22 zapytania", "24 zapytania"]],
  ] as const)("%s", (_name, phrase, expected) => {
    expect(COUNTS.map((count) => phrase(count))).toEqual(expected);
  });
});
