// Booking settings for unit tests: every day open the same hours, two
// services, the house's usual rules; each test overrides what it is about.
import { bookingSchema, WEEKDAYS, type BookingSettings } from "../../content/booking-schema";
import { withOwnPrices } from "../../app/site-content/resolve-content";

export const sameHoursEveryDay = (from: string, to: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];

export function testBookingSettings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return withOwnPrices(
    bookingSchema.parse({
      services: [
        { slug: "trening", name: "Trening", durationMinutes: 60, place: "studio", price: 150 },
        { slug: "rozciaganie", name: "Rozciąganie", durationMinutes: 60, place: "studio", price: 100 },
      ],
      weeklyHours: sameHoursEveryDay("07:00", "21:00"),
      exceptions: [],
      startEveryMinutes: 30,
      bufferMinutes: 15,
      minNoticeHours: 12,
      horizonDays: 30,
      maxPerDay: 8,
      maxFuturePerEmail: 2,
      cancelCutoffHours: 12,
      ...overrides,
    }),
  );
}
