import { describe, expect, it } from "vitest";
import { dateRangeInWords } from "./date-range";

describe("dateRangeInWords", () => {
  it.each([
    ["2026-12-24", "2026-12-31", "24–31 grudnia 2026, 8 dni"],
    ["2026-12-24", "2026-12-24", "24 grudnia 2026, 1 dzień"],
    ["2027-03-27", "2027-03-29", "27–29 marca 2027, 3 dni"],
    ["2026-12-28", "2027-01-03", "28 grudnia 2026 – 3 stycznia 2027, 7 dni"],
  ])("%s–%s is %s", (from, to, words) => expect(dateRangeInWords(from, to)?.replace(/\s/g, " ")).toBe(words));

  it.each([
    ["2026-12-31", "2026-12-24"],
    ["2026-12-24", ""],
    ["24.12.2026", "2026-12-31"],
    ["2027-02-30", "2027-03-01"],
  ])("says nothing for %s–%s", (from, to) => expect(dateRangeInWords(from, to)).toBeNull());
});
