import { describe, expect, it } from "vitest";
import { atMostBookings, atMostMessages, endSentence, forMinutes, withinMinutes } from "./policy-phrases";

describe("the privacy policy's counted phrases", () => {
  it("says a window in hours when it is whole hours, in minutes otherwise, in the case its preposition takes", () => {
    expect([60, 120, 300, 720, 1320].map(forMinutes)).toEqual(["przez godzinę", "przez 2 godziny", "przez 5 godzin", "przez 12 godzin", "przez 22 godziny"]);
    expect([1, 2, 5, 12, 22].map(forMinutes)).toEqual(["przez minutę", "przez 2 minuty", "przez 5 minut", "przez 12 minut", "przez 22 minuty"]);
    expect([60, 120, 300, 1320].map(withinMinutes)).toEqual(["w ciągu godziny", "w ciągu 2 godzin", "w ciągu 5 godzin", "w ciągu 22 godzin"]);
    expect([1, 2, 5, 12, 22].map(withinMinutes)).toEqual(["w ciągu minuty", "w ciągu 2 minut", "w ciągu 5 minut", "w ciągu 12 minut", "w ciągu 22 minut"]);
  });

  it("counts the limits' messages and bookings", () => {
    expect([1, 2, 5, 12, 22].map(atMostMessages)).toEqual([
      "najwyżej jedną wiadomość",
      "najwyżej 2 wiadomości",
      "najwyżej 5 wiadomości",
      "najwyżej 12 wiadomości",
      "najwyżej 22 wiadomości",
    ]);
    expect([1, 2, 5, 12, 22].map(atMostBookings)).toEqual([
      "najwyżej jedną rezerwację, zmianę albo odwołanie",
      "łącznie najwyżej 2 rezerwacje, zmiany i odwołania",
      "łącznie najwyżej 5 rezerwacji, zmian i odwołań",
      "łącznie najwyżej 12 rezerwacji, zmian i odwołań",
      "łącznie najwyżej 22 rezerwacje, zmiany i odwołania",
    ]);
  });

  it("closes a sentence with one full stop, also after a name ending in one", () => {
    expect(endSentence("Firma s.c.")).toBe("Firma s.c.");
    expect(endSentence("Firma")).toBe("Firma.");
  });
});
