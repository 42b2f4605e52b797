import { describe, expect, it } from "vitest";
import { cancelledBy, everyWeeks, exportedDay, sessionFacts, trainerNoteLabel, trainerNotesLabel, validFrom, validityFact } from "./client-data.messages";

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The form of "tydzień" each number from 1 to 30 needs after it. */
const weeksNoun = (count: number) => {
  if (count === 1) return "tydzień";
  const [ones, tens] = [count % 10, count % 100];
  return ones >= 2 && ones <= 4 && !(tens >= 12 && tens <= 14) ? "tygodnie" : "tygodni";
};

describe("the client's data page's wording", () => {
  it("says a package's validity with the number before the noun in its form, 1–30", () => {
    expect(validityFact(1).join(" ")).toBe("Ważny 1 tydzień");
    expect(validityFact(4).join(" ")).toBe("Ważny 4 tygodnie");
    expect(validityFact(5).join(" ")).toBe("Ważny 5 tygodni");
    expect(validityFact(22).join(" ")).toBe("Ważny 22 tygodnie");
    for (const weeks of range(30)) expect(validityFact(weeks)).toEqual(["Ważny", `${weeks} ${weeksNoun(weeks)}`]);
  });

  it("says how often a series repeats, 1–30 weeks", () => {
    expect([1, 2, 5, 12, 22].map(everyWeeks)).toEqual(["co tydzień", "co 2 tygodnie", "co 5 tygodni", "co 12 tygodni", "co 22 tygodnie"]);
    for (const weeks of range(30).slice(1)) expect(everyWeeks(weeks)).toBe(`co ${weeks} ${weeksNoun(weeks)}`);
  });

  it("counts a package's used sessions with the noun in the number's form", () => {
    expect(sessionFacts(8, 1)).toEqual([
      ["Liczba treningów", "8"],
      ["Wykorzystano", "1 trening"],
    ]);
    expect([0, 2, 5, 22].map((used) => sessionFacts(30, used)[1]![1])).toEqual(["0 treningów", "2 treningi", "5 treningów", "22 treningi"]);
  });

  it("writes a stored day as a Polish date", () => {
    expect(exportedDay("2026-11-25")).toBe("25 listopada 2026");
    expect(exportedDay("2027-03-01")).toBe("1 marca 2027");
    expect(validFrom("2027-01-04")).toBe("4 stycznia 2027");
    expect(validFrom(null)).toBe("pierwszego treningu");
  });

  it("names the trainer in the trainer's gender", () => {
    expect([trainerNotesLabel("masculine"), trainerNoteLabel("masculine"), cancelledBy("Choroba", "masculine")]).toEqual([
      "Notatki trenera",
      "Notatka trenera",
      "przez trenera: „Choroba”",
    ]);
    expect([trainerNotesLabel("feminine"), trainerNoteLabel("feminine"), cancelledBy(null, "feminine")]).toEqual([
      "Notatki trenerki",
      "Notatka trenerki",
      "przez trenerkę",
    ]);
    expect(cancelledBy("client", "feminine")).toBe("przez klienta");
  });
});
