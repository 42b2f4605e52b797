import { describe, expect, it } from "vitest";
import {
  bookingRules,
  emailBlocked,
  freeTimeCount,
  noFreeDays,
  tooManyBookings,
  tooManyFutureBookings,
  unavailableWithAlternatives,
} from "./bookings.messages";

const COUNTS = [1, 2, 5, 12, 22];

describe("the booking page's messages", () => {
  it("counts free times in the form each number needs", () => {
    expect(COUNTS.map(freeTimeCount)).toEqual(["1 wolny termin", "2 wolne terminy", "5 wolnych terminów", "12 wolnych terminów", "22 wolne terminy"]);
  });

  it("says a service has no free time within the horizon, one day or many", () => {
    expect(COUNTS.map((horizonDays) => noFreeDays({ horizonDays, phone: "600 100 200" }).split(" nie ma")[0])).toEqual([
      "Na najbliższy dzień",
      "W najbliższych 2 dniach",
      "W najbliższych 5 dniach",
      "W najbliższych 12 dniach",
      "W najbliższych 22 dniach",
    ]);
    expect(noFreeDays({ horizonDays: 30, phone: "600 100 200" })).toBe(
      "W najbliższych 30 dniach nie ma wolnych terminów tej usługi. Wybierz inną albo zadzwoń: 600 100 200.",
    );
  });

  it("states the cut-off, the phone only when there is one, and the no-show rule only when it is on; no fee stated nowhere", () => {
    expect(bookingRules({ hoursBefore: "do 24 godzin przed terminem", cutoffHours: 24, phone: "600 100 200", noShowRule: null })).toBe(
      "Rezerwację odwołasz lub przełożysz do 24 godzin przed terminem — linkiem z e-maila z potwierdzeniem; później tylko telefonicznie: 600 100 200.",
    );
    expect(bookingRules({ hoursBefore: "aż do rozpoczęcia", cutoffHours: 0, phone: "600 100 200", noShowRule: null })).toBe(
      "Rezerwację odwołasz lub przełożysz aż do rozpoczęcia — linkiem z e-maila z potwierdzeniem.",
    );
    expect(bookingRules({ hoursBefore: "do 24 godzin przed terminem", cutoffHours: 24, phone: "600", noShowRule: "Nieobecność liczy się." })).toMatch(
      /telefonicznie: 600\. Nieobecność liczy się\.$/,
    );
  });

  it("counts the future bookings an address may hold in the form each number needs", () => {
    expect(COUNTS.map((atMost) => /\((.+?)\)/.exec(tooManyFutureBookings({ atMost, phone: "600" }))![1])).toEqual([
      "1 rezerwacja",
      "2 rezerwacje",
      "5 rezerwacji",
      "12 rezerwacji",
      "22 rezerwacje",
    ]);
  });

  it("ends each refusal with the phone to call", () => {
    for (const message of [tooManyBookings("600 100 200"), emailBlocked("600 100 200"), tooManyFutureBookings({ atMost: 3, phone: "600 100 200" })]) {
      expect(message).toMatch(/zadzwoń: 600 100 200\.$/);
    }
    expect(unavailableWithAlternatives("Ten dzień jest już pełny. Wybierz inny.")).toBe(
      "Ten dzień jest już pełny. Wybierz inny. Poniżej najbliższe wolne godziny.",
    );
  });
});
