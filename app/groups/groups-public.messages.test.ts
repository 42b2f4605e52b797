import { describe, expect, it } from "vitest";
import { notEnoughSeats, seatsLeft } from "./groups-public.messages";

describe("free seats in Polish", () => {
  it.each([
    [0, "brak miejsc"],
    [1, "zostało 1 miejsce"],
    [2, "zostały 2 miejsca"],
    [4, "zostały 4 miejsca"],
    [5, "zostało 5 miejsc"],
    [12, "zostało 12 miejsc"],
    [22, "zostały 22 miejsca"],
  ])("%i: %s", (free, text) => {
    expect(seatsLeft(free)).toBe(text);
  });

  it("says one seat is left when a companion was asked for, else that none is", () => {
    expect(notEnoughSeats({ free: 1, companion: true })).toMatch(/^Zostało tylko jedno miejsce: /);
    expect(notEnoughSeats({ free: 0, companion: true })).toMatch(/^Brak wolnych miejsc/);
    expect(notEnoughSeats({ free: 0, companion: false })).toMatch(/^Brak wolnych miejsc/);
  });
});
