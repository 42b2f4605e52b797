import { describe, expect, it } from "vitest";
import { groupCancelled, groupNamesText, groupOpened, minimumText, seatsLeftText, seatsTakenText, seatsText } from "./groups-admin.messages";

describe("the trainer's words for group sessions", () => {
  it("count seats as Polish does: 1 miejsce, 2 miejsca, 5 miejsc, 12 miejsc, 22 miejsca", () => {
    expect([1, 2, 5, 12, 22].map(seatsText)).toEqual(["1 miejsce", "2 miejsca", "5 miejsc", "12 miejsc", "22 miejsca"]);
    expect(seatsTakenText(3, 6)).toBe("3 z 6 miejsc");
    expect(seatsTakenText(1, 2)).toBe("1 z 2 miejsc");
    expect(seatsTakenText(2, 22)).toBe("2 z 22 miejsc");
  });

  it("say what is left with the verb agreeing", () => {
    expect([0, 1, 2, 5, 22].map(seatsLeftText)).toEqual(["brak miejsc", "zostało 1 miejsce", "zostały 2 miejsca", "zostało 5 miejsc", "zostały 22 miejsca"]);
  });

  it("say the minimum and when it is checked", () => {
    expect(minimumText(1, 1)).toBe("minimum 1 osoba, sprawdzane godzinę przed");
    expect(minimumText(3, 24)).toBe("minimum 3 osoby, sprawdzane 24 godziny przed");
    expect(minimumText(5, null)).toBe("minimum 5 osób");
  });

  it("say how many dates opened and each date's fate, and how many people were told", () => {
    expect(groupOpened(1, ["wtorek, 2 marca: otwarte"])).toBe("Otwarto 1 termin zajęć. wtorek, 2 marca: otwarte.");
    expect(groupOpened(2, ["a", "b"])).toBe("Otwarto 2 terminy zajęć. a; b.");
    expect(groupOpened(5, [])).toMatch(/^Otwarto 5 terminów zajęć\./);
    expect([0, 1, 2, 5].map(groupCancelled)).toEqual([
      "Odwołano zajęcia. Nikt nie był zapisany.",
      "Odwołano zajęcia. Powiadomiono 1 osobę.",
      "Odwołano zajęcia. Powiadomiono 2 osoby.",
      "Odwołano zajęcia. Powiadomiono 5 osób.",
    ]);
    expect(groupNamesText([])).toBe("nikt jeszcze się nie zapisał");
  });
});
