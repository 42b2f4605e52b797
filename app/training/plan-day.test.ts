import { describe, expect, it } from "vitest";
import { nextPlanDay } from "./plan-day";

const DAYS = ["Dzień A", "Dzień B", "Dzień C"];

describe("the day the client trains today", () => {
  it("is the first before anything is logged, the next after the last, and wraps round", () => {
    expect(nextPlanDay(DAYS, null, "2027-03-10")).toBe(0);
    expect(nextPlanDay(DAYS, { doneOn: "2027-03-08", dayName: "Dzień A" }, "2027-03-10")).toBe(1);
    expect(nextPlanDay(DAYS, { doneOn: "2027-03-08", dayName: "Dzień C" }, "2027-03-10")).toBe(0);
  });

  it("stays the day being logged today, and starts again when the last day is no longer in the plan", () => {
    expect(nextPlanDay(DAYS, { doneOn: "2027-03-10", dayName: "Dzień B" }, "2027-03-10")).toBe(1);
    expect(nextPlanDay(DAYS, { doneOn: "2027-03-08", dayName: "Nogi" }, "2027-03-10")).toBe(0);
    expect(nextPlanDay([], null, "2027-03-10")).toBe(-1);
  });
});
