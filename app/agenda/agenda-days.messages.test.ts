import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "~content/booking-schema";
import { closedWeek, dayOffText, daysOffText, holidayText, notWorkingOn, openOnHoliday, otherHoursText } from "./agenda-days.messages";

describe("what the agenda says of a day", () => {
  it("puts every weekday without hours in the plural after „w” (and „we” before „wtorki”)", () => {
    expect(WEEKDAYS.map(notWorkingOn)).toEqual([
      "Nie pracujesz w poniedziałki",
      "Nie pracujesz we wtorki",
      "Nie pracujesz w środy",
      "Nie pracujesz w czwartki",
      "Nie pracujesz w piątki",
      "Nie pracujesz w soboty",
      "Nie pracujesz w niedziele",
    ]);
  });

  it("names holidays without saying „Święto” twice", () => {
    expect(holidayText("Wielkanoc")).toBe("Święto: Wielkanoc");
    expect(holidayText("Święto Pracy")).toBe("Święto Pracy");
  });

  it("says days off, other hours and a closed week with their notes", () => {
    expect(dayOffText("")).toBe("Dzień wolny");
    expect(dayOffText("urlop")).toBe("Dzień wolny: urlop");
    expect(openOnHoliday({ holiday: "Wigilia", hours: "10:00–14:00", note: "" })).toBe("Otwarte mimo święta (Wigilia): 10:00–14:00");
    expect(otherHoursText({ hours: "10:00–14:00", note: "szkolenie" })).toBe("Inne godziny: 10:00–14:00 (szkolenie)");
    expect(closedWeek([])).toBe("Cały tydzień wolny");
    expect(closedWeek([daysOffText({ note: "", range: "21–27 grudnia 2026" })])).toBe("Cały tydzień wolny (dni wolne: 21–27 grudnia 2026)");
  });
});
