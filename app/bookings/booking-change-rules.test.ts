import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { changeDeadline, changeRefusal, cutoffHoursOf } from "./booking-change-rules";

const HOUR = 3_600_000;
const start = Date.parse(sampleBooking().starts_at);
const cancel = { kind: "cancel", by: "client" } as const;

describe("a booking keeps the cancellation window it was confirmed with", () => {
  it("refuses or allows the client's cancel by the booking's own window, whatever the settings say now", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 336 }), fc.integer({ min: 0, max: 336 }), fc.integer({ min: -400, max: 400 }), (own, settings, hoursBefore) => {
        const booking = sampleBooking({ cancel_cutoff_hours: own });
        const now = new Date(start - hoursBefore * HOUR);
        expect(changeRefusal(booking, cancel, { cutoffHours: settings }, now) === "late").toBe(hoursBefore <= own);
      }),
    );
  });

  it("reads the settings' window for a booking made before bookings kept theirs", () => {
    const old = sampleBooking({ cancel_cutoff_hours: null });
    expect(cutoffHoursOf(old, 6)).toBe(6);
    expect(changeDeadline(old, 6)).toBe(start - 6 * HOUR);
    expect(changeRefusal(old, cancel, { cutoffHours: 6 }, new Date(start - 7 * HOUR))).toBeNull();
    expect(changeRefusal(old, cancel, { cutoffHours: 6 }, new Date(start - 5 * HOUR))).toBe("late");
    expect(changeDeadline(sampleBooking({ cancel_cutoff_hours: 24 }), 6)).toBe(start - 24 * HOUR);
  });
});
