import { describe, expect, it } from "vitest";
import { seatMinimum } from "./seat-minimum.messages";

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
