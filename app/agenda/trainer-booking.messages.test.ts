import { describe, expect, it } from "vitest";
import { booked, seriesRefused, seriesSaved, timeRefusalText } from "./trainer-booking.messages";

describe("what the trainer's booking form says", () => {
  it("counts the sessions of a saved series in the right form", () => {
    const cases: [number, string][] = [
      [1, "1 termin"],
      [2, "2 terminy"],
      [5, "5 terminów"],
      [12, "12 terminów"],
      [22, "22 terminy"],
    ];
    for (const [count, phrase] of cases) {
      expect(seriesSaved({ everyWeeks: 1, count, from: "2 marca", name: "Anna Nowak", mailed: true })).toBe(
        `Zapisano serię co tydzień: ${phrase} od 2 marca, Anna Nowak. Klient dostanie e-mail z potwierdzeniem.`,
      );
    }
    expect(seriesSaved({ everyWeeks: 2, count: 2, from: "2 marca", name: "Jan", mailed: false })).toBe(
      "Zapisano serię co dwa tygodnie: 2 terminy od 2 marca, Jan. Klient nie dostanie e-maila.",
    );
  });

  it("says why a time cannot be booked", () => {
    expect(timeRefusalText({ kind: "taken", what: "blokada 18:00–19:00" })).toBe("Ten czas jest zajęty: blokada 18:00–19:00. Wybierz inną godzinę.");
    expect(timeRefusalText({ kind: "past" })).toBe("Ten termin już minął. Wybierz inny.");
    expect(timeRefusalText({ kind: "outside-hours", why: "niedziela — dzień wolny" })).toContain("poza godzinami pracy (niedziela — dzień wolny)");
  });

  it("lists the dates it cannot save, offering the tick only when it would help", () => {
    expect(seriesRefused({ dates: ["wtorek, 2 marca", "wtorek, 9 marca"], outsideHours: false })).toBe(
      "Tych terminów nie można zapisać: wtorek, 2 marca, wtorek, 9 marca. Pomiń je albo wybierz inną godzinę.",
    );
    expect(seriesRefused({ dates: ["niedziela, 7 marca"], outsideHours: true })).toContain(", albo zaznacz „Rezerwuję poza godzinami pracy”.");
    expect(booked({ session: "wtorek, 2 marca 2027, 18:00–19:00", name: "Anna", mailed: false })).toBe(
      "Zarezerwowano: wtorek, 2 marca 2027, 18:00–19:00 — Anna. Klient nie dostanie e-maila.",
    );
  });
});
