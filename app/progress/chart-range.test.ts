import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { dateTicks, pointsInRange } from "./chart-range";

const point = (date: string) => ({ date, value: 80 });

describe("the progress chart's range", () => {
  const points = ["2024-11-30", "2025-06-01", "2025-10-31", "2025-11-30", "2025-12-31", "2026-01-15"].map(point);

  test("counts back from the newest measurement, by calendar months", () => {
    expect(pointsInRange(points, "1").map((one) => one.date)).toEqual(["2025-12-31", "2026-01-15"]);
    expect(pointsInRange(points, "3").map((one) => one.date)).toEqual(["2025-10-31", "2025-11-30", "2025-12-31", "2026-01-15"]);
    expect(pointsInRange(points, "12")).toHaveLength(5);
    expect(pointsInRange(points, "all")).toHaveLength(6);
    expect(pointsInRange([], "3")).toEqual([]);
    // 31 March less a month is the end of February, as a calendar counts.
    expect(pointsInRange(["2027-02-27", "2027-02-28", "2027-03-31"].map(point), "1").map((one) => one.date)).toEqual(["2027-02-28", "2027-03-31"]);
  });

  test("a shorter range is a tail of a longer one, and always keeps the newest point", () => {
    const dates = fc.uniqueArray(
      fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((day) => day.toISOString().slice(0, 10)),
      {
        minLength: 1,
        maxLength: 40,
      },
    );
    fc.assert(
      fc.property(dates, (days) => {
        const sorted = [...days].sort().map(point);
        const [month, quarter, year, all] = (["1", "3", "12", "all"] as const).map((range) => pointsInRange(sorted, range));
        for (const [shorter, longer] of [
          [month, quarter],
          [quarter, year],
          [year, all],
        ] as const) {
          expect(longer!.slice(longer!.length - shorter!.length)).toEqual(shorter);
          expect(shorter!.at(-1)).toEqual(sorted.at(-1));
        }
      }),
    );
  });
});

describe("the chart's dates", () => {
  test("carry the year on the first tick and where a year starts", () => {
    const ticks = [
      { year: 2025, text: "1 cze" },
      { year: 2025, text: "1 gru" },
      { year: 2026, text: "1 cze" },
      { year: 2026, text: "1 gru" },
    ];
    expect(dateTicks(ticks)).toEqual(["1 cze 2025", "1 gru", "1 cze 2026", "1 gru"]);
  });
});
