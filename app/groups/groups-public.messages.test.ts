import { describe, expect, it } from "vitest";
import { notEnoughSeats, seatMinimum, seatsLeft } from "./groups-public.messages";

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

describe("a session's minimum in Polish", () => {
  it.each([
    [1, "zapisze się co najmniej 1 osoba."],
    [3, "zapiszą się co najmniej 3 osoby."],
    [5, "zapisze się co najmniej 5 osób."],
    [12, "zapisze się co najmniej 12 osób."],
    [22, "zapiszą się co najmniej 22 osoby."],
  ])("%i: %s", (minimum, takes) => {
    expect(seatMinimum(minimum, "4 grudnia 2026, 18:00")).toBe(
      `Zajęcia odbędą się, jeśli ${takes} Jeśli do 4 grudnia 2026, 18:00 chętnych będzie mniej, zajęcia zostaną odwołane, a zapisani dostaną wiadomość e-mailem. Za odwołane zajęcia nic nie płacisz.`,
    );
  });

  it("says no time when none is set", () => {
    expect(seatMinimum(3, null)).toContain(" Jeśli chętnych będzie mniej, zajęcia zostaną odwołane");
  });
});
