// The trainer's booking form as tests fill it in: settings with Sunday
// off and a day's notice, a business address, a clock, and a form with a
// fresh submission key each time.
import { Temporal } from "temporal-polyfill";
import { bookingSchema, WEEKDAYS, type BookingSettings } from "~content/booking-schema";
import { withOwnPrices } from "~/site-content/resolve-content";

const week = (from: string, to: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];
export const settings: BookingSettings = withOwnPrices(
  bookingSchema.parse({
    services: [{ slug: "trening", name: "Trening personalny", durationMinutes: 60, place: "studio", price: 150 }],
    weeklyHours: { ...week("08:00", "20:00"), sunday: [] },
    exceptions: [],
    startEveryMinutes: 30,
    bufferMinutes: 15,
    minNoticeHours: 24,
    horizonDays: 30,
    maxPerDay: 20,
    maxFuturePerEmail: 2,
    cancelCutoffHours: 12,
  }),
);
export const business = { phone: "+48 500 000 000", address: { street: "ul. Sportowa 1", locality: "Przykładowo" } };
export const now = new Date("2027-02-20T10:00:00.000Z");
export const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
export const iso = (wall: string) => new Date(at(wall)).toISOString();
export const warsawWall = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO("Europe/Warsaw").toPlainTime().toString();

let keys = 0;
export const key = () => `trainer-key-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

export function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ service: "trening", name: "Jan Kowalski", phone: "600 100 200", submissionKey: key(), intent: "book", ...fields });
}
