import { describe, expect, it } from "vitest";
import { monthsBefore } from "./months-before";

describe("monthsBefore", () => {
  it("goes back whole calendar months, to the month's last day when it is shorter", () => {
    const cases: [string, number, string][] = [
      ["2025-05-15T10:00:00.000Z", 24, "2023-05-15T10:00:00.000Z"],
      ["2025-03-31T10:00:00.000Z", 1, "2025-02-28T10:00:00.000Z"],
      ["2024-03-31T10:00:00.000Z", 1, "2024-02-29T10:00:00.000Z"],
      ["2025-01-31T00:00:00.000Z", 2, "2024-11-30T00:00:00.000Z"],
      ["2025-01-10T00:00:00.000Z", 13, "2023-12-10T00:00:00.000Z"],
    ];
    for (const [from, months, expected] of cases) expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});
