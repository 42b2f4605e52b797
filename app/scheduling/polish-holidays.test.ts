import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { easterSunday, holidayOn, polishHolidays } from "./polish-holidays";

describe("Polish public holidays", () => {
  it("finds Easter Sunday (checked against the published dates)", () => {
    expect(easterSunday(2026).toString()).toBe("2026-04-05");
    expect(easterSunday(2027).toString()).toBe("2027-03-28");
    expect(easterSunday(2028).toString()).toBe("2028-04-16");
  });

  it.each([
    [
      2026,
      [
        "2026-01-01",
        "2026-01-06",
        "2026-04-05",
        "2026-04-06",
        "2026-05-01",
        "2026-05-03",
        "2026-05-24",
        "2026-06-04",
        "2026-08-15",
        "2026-11-01",
        "2026-11-11",
        "2026-12-24",
        "2026-12-25",
        "2026-12-26",
      ],
    ],
    [
      2027,
      [
        "2027-01-01",
        "2027-01-06",
        "2027-03-28",
        "2027-03-29",
        "2027-05-01",
        "2027-05-03",
        "2027-05-16",
        "2027-05-27",
        "2027-08-15",
        "2027-11-01",
        "2027-11-11",
        "2027-12-24",
        "2027-12-25",
        "2027-12-26",
      ],
    ],
    [
      2028,
      [
        "2028-01-01",
        "2028-01-06",
        "2028-04-16",
        "2028-04-17",
        "2028-05-01",
        "2028-05-03",
        "2028-06-04",
        "2028-06-15",
        "2028-08-15",
        "2028-11-01",
        "2028-11-11",
        "2028-12-24",
        "2028-12-25",
        "2028-12-26",
      ],
    ],
  ])("lists every holiday of %i, the movable ones included", (year, dates) => {
    expect([...polishHolidays(year).keys()].sort()).toEqual([...dates].sort());
  });

  it("names them, and only they are holidays", () => {
    expect(holidayOn(Temporal.PlainDate.from("2027-05-27"))).toBe("Boże Ciało");
    expect(holidayOn(Temporal.PlainDate.from("2027-05-16"))).toBe("Zielone Świątki");
    expect(holidayOn(Temporal.PlainDate.from("2027-03-29"))).toBe("Poniedziałek Wielkanocny");
    expect(holidayOn(Temporal.PlainDate.from("2027-03-30"))).toBeUndefined();
  });

  it("closes 24 December from 2025 on, not before", () => {
    expect(holidayOn(Temporal.PlainDate.from("2024-12-24"))).toBeUndefined();
    expect(holidayOn(Temporal.PlainDate.from("2025-12-24"))).toBe("Wigilia Bożego Narodzenia");
  });
});
