// The change summary of a service's places (issue 61): each field named as a
// sentence with its service, hours declined for the number.
import { describe, expect, it } from "vitest";
import { listChanges } from "./change-summary";

const summaryOf = (before: unknown, after: unknown) => listChanges("booking", before, after).map((text) => text.replace(/\u00A0/g, " "));

describe("the summary of a change to a service's places", () => {
  it("names its places, its minimum and when the trainer is asked", () => {
    const service = {
      slug: "para",
      name: "Trening w parze",
      durationMinutes: 60,
      price: 100,
      place: "studio",
      seats: 1,
      minSeats: null,
      decideHoursBefore: 24,
    };
    expect(summaryOf({ services: [service] }, { services: [{ ...service, seats: 4, minSeats: 2, decideHoursBefore: 12 }] })).toEqual([
      "Liczba miejsc usługi „Trening w parze”: 1 → 4",
      "Minimum osób usługi „Trening w parze”: (puste) → 2",
      "Pytanie o zajęcia poniżej minimum przed ich początkiem dla usługi „Trening w parze”: 24 godziny → 12 godzin",
    ]);
  });
});
