import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { balanceSentence, expiresSoon, noticeSentence, packageDate } from "./package-balance.messages";

const today = Temporal.PlainDate.from("2027-02-01");
const until = Temporal.PlainDate.from("2027-03-15");

describe("a package's balance in words", () => {
  it("counts the sessions left in the right form", () => {
    const cases: [number, string, string][] = [
      [1, "został 1 z 30", "został 1 trening"],
      [2, "zostały 2 z 30", "zostały 2 treningi"],
      [5, "zostało 5 z 30", "zostało 5 treningów"],
      [12, "zostało 12 z 30", "zostało 12 treningów"],
      [22, "zostały 22 z 30", "zostały 22 treningi"],
    ];
    for (const [left, outOf, trainings] of cases) {
      expect(balanceSentence({ state: "active", left, sessions: 30, validWeeks: 12, until, today })).toBe(`${outOf}, ważny do 15 marca`);
      expect(balanceSentence({ state: "expired", left, sessions: 30, validWeeks: 12, until, today })).toBe(`wygasł 15 marca — ${trainings}`);
      expect(expiresSoon({ until, left, today })).toBe(`wygasa 15 marca, ${trainings}`);
    }
  });

  it("says the validity in weeks before the first session, and a used-up package", () => {
    expect(balanceSentence({ state: "not-started", left: 8, sessions: 8, validWeeks: 22, until: null, today })).toBe(
      "zostało 8 z 8, ważny 22 tygodnie od pierwszego treningu",
    );
    expect(balanceSentence({ state: "used-up", left: 0, sessions: 8, validWeeks: 8, until, today })).toBe("wykorzystany (8 z 8)");
  });

  it("puts every month in the genitive, with the year only when it is not this year's", () => {
    const genitive = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"];
    genitive.forEach((month, index) => expect(packageDate(Temporal.PlainDate.from({ year: 2027, month: index + 1, day: 14 }), today)).toBe(`14 ${month}`));
    expect(packageDate(Temporal.PlainDate.from("2028-01-25"), today)).toBe("25 stycznia 2028");
    expect(noticeSentence({ client: "Anna Nowak", name: "Pakiet 8 treningów", what: "wykorzystany" })).toBe(
      "Anna Nowak, Pakiet 8 treningów: wykorzystany — zaproponuj przedłużenie",
    );
  });
});
