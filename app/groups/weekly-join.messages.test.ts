import { describe, expect, it } from "vitest";
import { joinPreviewLine, weeklyGroupSeats, weeklyJoinOrdered, weeklyJoinTotal } from "./weekly-groups.messages";

describe("a weekly join's summary in Polish", () => {
  it.each([
    [1, "1 miejsce", "40 zł za 1 termin (po 40 zł)", 40],
    [3, "3 miejsca", "120 zł za 3 terminy (po 40 zł)", 120],
    [5, "5 miejsc", "200 zł za 5 terminów (po 40 zł)", 200],
    [22, "22 miejsca", "880 zł za 22 terminy (po 40 zł)", 880],
  ])("%i seats: %s, %s", (seats, ordered, total, sum) => {
    expect(weeklyJoinOrdered({ title: "Stretching", place: "Studio", seats })).toBe(`Stretching, co tydzień: ${ordered} (terminy wyżej) — Studio`);
    expect(weeklyJoinTotal({ seats, price: 40, total: sum }).replaceAll("\u00a0", " ")).toBe(total);
  });

  it("says each date's fate in the future tense, a closed day with its name", () => {
    expect(joinPreviewLine({ startsAt: "2026-12-17T19:40:00.000Z", outcome: "booked" })).toBe("w czwartek 17 grudnia, 20:40: zapiszesz się");
    expect(joinPreviewLine({ startsAt: "2026-12-24T19:40:00.000Z", outcome: "closed", closedFor: "Wigilia Bożego Narodzenia" })).toBe(
      "w czwartek 24 grudnia, 20:40: bez zajęć — Wigilia Bożego Narodzenia",
    );
  });

  it("says in how many of the coming dates there are seats, and in how many the client has one, without counting dates twice", () => {
    expect(weeklyGroupSeats({ ahead: 4, withSeats: 4, joined: 0 })).toBe("Przed nami 4 terminy, w każdym są wolne miejsca.");
    expect(weeklyGroupSeats({ ahead: 5, withSeats: 2, joined: 1 })).toBe("Przed nami 5 terminów, wolne miejsca są w 2 z nich. Masz miejsce w 1 z nich.");
    expect(weeklyGroupSeats({ ahead: 1, withSeats: 0, joined: 1 })).toBe("Przed nami 1 termin, w żadnym nie ma już wolnych miejsc. Masz miejsce w 1 z nich.");
  });
});
