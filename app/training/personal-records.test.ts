import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { beats, bestOf, recordsIn, type Lift } from "./personal-records";

const lift = fc.record({ weightKg: fc.option(fc.integer({ min: 0, max: 400 }).map((kg) => kg / 2)), reps: fc.option(fc.integer({ min: 0, max: 30 })) });

describe("personal records", () => {
  it("a heavier weight, or more reps at the heaviest, beats the best; the first day beats nothing", () => {
    expect(beats({ weightKg: 80, reps: 5 }, { weightKg: 77.5, reps: 8 })).toBe(true);
    expect(beats({ weightKg: 80, reps: 6 }, { weightKg: 80, reps: 5 })).toBe(true);
    expect(beats({ weightKg: 80, reps: 5 }, { weightKg: 80, reps: 5 })).toBe(false);
    expect(beats({ weightKg: 0, reps: 50 }, { weightKg: 80, reps: 5 })).toBe(false);
    expect(
      recordsIn(null, [
        { weightKg: 60, reps: 8 },
        { weightKg: 70, reps: 8 },
      ]),
    ).toEqual([false, false]);
  });

  it("the records of a day climb: each beats the best before the day and every lift before it", () => {
    fc.assert(
      fc.property(fc.array(lift, { maxLength: 12 }), fc.array(lift, { maxLength: 12 }), (history, day) => {
        const best = bestOf(history);
        const records = recordsIn(best, day);
        records.forEach((record, index) => {
          const before = bestOf([...history, ...day.slice(0, index)]);
          expect(record).toBe(best !== null && beats(day[index]!, before));
        });
      }),
    );
  });

  it("the best of a history is one of its lifts that none beats", () => {
    fc.assert(
      fc.property(fc.array(lift, { maxLength: 20 }), (history: Lift[]) => {
        const best = bestOf(history);
        if (best === null) expect(history.some((one) => beats(one, { weightKg: 0, reps: 0 }))).toBe(false);
        else {
          expect(history).toContainEqual(best);
          expect(history.some((one) => beats(one, best))).toBe(false);
        }
      }),
    );
  });
});
