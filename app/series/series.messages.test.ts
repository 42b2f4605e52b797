import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "~content/booking-schema";
import { clockChangeText, fateText, weekdayOff } from "./series.messages";

describe("a series' dates in the trainer's words", () => {
  it("names every weekday without hours in the nominative", () => {
    expect(WEEKDAYS.map(weekdayOff)).toEqual([
      "poniedziałek — dzień wolny",
      "wtorek — dzień wolny",
      "środa — dzień wolny",
      "czwartek — dzień wolny",
      "piątek — dzień wolny",
      "sobota — dzień wolny",
      "niedziela — dzień wolny",
    ]);
  });

  it("says each fate", () => {
    expect(fateText({ kind: "free" })).toBe("wolne");
    expect(fateText({ kind: "holiday", name: "Wielkanoc" })).toBe("święto: Wielkanoc");
    expect(fateText({ kind: "day-off", note: "urlop" })).toBe("dzień wolny: urlop");
    expect(fateText({ kind: "taken", what: "Anna Nowak" })).toBe("zajęte: Anna Nowak");
    expect(fateText({ kind: "no-such-time" })).toBe("tej godziny nie ma tego dnia (zmiana czasu)");
  });

  it("says which way the clocks went", () => {
    expect(clockChangeText({ toSummer: true, time: "18:00" })).toBe("zmiana czasu na letni — nadal 18:00");
    expect(clockChangeText({ toSummer: false, time: "18:00" })).toBe("zmiana czasu na zimowy — nadal 18:00");
  });
});
