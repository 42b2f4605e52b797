import { describe, expect, it } from "vitest";
import { byGender, forWeekday, inMonth, monthIn, onEveryWeekday, onWeekday, untilWeekday, weekdayIn, weekdayOfIsoNumber } from "./polish-grammar";

describe("Polish grammar's home", () => {
  it("puts every weekday in the case its preposition asks for", () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map(weekdayOfIsoNumber);
    expect(week.map(forWeekday)).toEqual(["na poniedziałek", "na wtorek", "na środę", "na czwartek", "na piątek", "na sobotę", "na niedzielę"]);
    expect(week.map(onWeekday)).toEqual(["w poniedziałek", "we wtorek", "w środę", "w czwartek", "w piątek", "w sobotę", "w niedzielę"]);
    expect(week.map(onEveryWeekday)).toEqual(["w poniedziałki", "we wtorki", "w środy", "w czwartki", "w piątki", "w soboty", "w niedziele"]);
    expect(week.map(untilWeekday)).toEqual(["do poniedziałku", "do wtorku", "do środy", "do czwartku", "do piątku", "do soboty", "do niedzieli"]);
    expect(weekdayIn("wednesday", "instrumental")).toBe("środą");
  });

  it("writes months in the nominative, the genitive of dates and the locative", () => {
    expect(monthIn(1, "nominative")).toBe("styczeń");
    expect(monthIn(1, "genitive")).toBe("stycznia");
    expect(inMonth(2)).toBe("w lutym");
    expect(inMonth(9)).toBe("we wrześniu");
    expect(inMonth(11)).toBe("w listopadzie");
  });

  it("chooses the form that agrees with the trainer's gender", () => {
    expect(byGender("feminine", { feminine: "Trenerka personalna", masculine: "Trener personalny" })).toBe("Trenerka personalna");
    expect(byGender("masculine", { feminine: "Trenerka personalna", masculine: "Trener personalny" })).toBe("Trener personalny");
  });
});
