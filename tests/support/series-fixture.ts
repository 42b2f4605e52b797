// Weekly series as the tests of their changes make them: eight Tuesdays at
// 18:00 for Anna Nowak, saved as the trainer's form saves them.
import { Temporal } from "temporal-polyfill";
import type { Booking } from "~/db/database.server";
import { seriesFates } from "~/series/series-fates";
import { saveSeries } from "~/series/save-series.server";
import { bookingSchema, WEEKDAYS, type BookingSettings } from "~content/booking-schema";
import { withOwnPrices } from "~/site-content/resolve-content";
import type { MailAddresses } from "~/notifications/channels/email-format";
import type { TestDatabase } from "./test-database";

const week = (from: string, to: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];
export const settings: BookingSettings = withOwnPrices(
  bookingSchema.parse({
    services: [{ slug: "trening", name: "Trening personalny", durationMinutes: 60, place: "studio", price: 150 }],
    weeklyHours: week("07:00", "21:00"),
    exceptions: [],
    startEveryMinutes: 30,
    bufferMinutes: 15,
    minNoticeHours: 0,
    horizonDays: 30,
    maxPerDay: 20,
    maxFuturePerEmail: 2,
    cancelCutoffHours: 12,
  }),
);
export const service = settings.services[0]!;
export const now = new Date("2027-02-20T10:00:00.000Z");
export const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
export const wall = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO("Europe/Warsaw").toPlainDateTime().toString().slice(0, 16);
export const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
/** Each occurrence's own page, as the outbox worker gives them. */
export const tokensOf = (group: Booking[] | undefined) => new Map((group ?? []).map((booking) => [booking.id, `${booking.id}-token`]));

let keys = 0;
export async function series(test: TestDatabase, first: string, count: number): Promise<Booking[]> {
  const plan = { first: Temporal.PlainDate.from(first), minutes: 18 * 60, everyWeeks: 1 as const, ends: { count } };
  const draft = {
    client: { name: "Anna Nowak", email: "anna@example.com", phone: "" },
    service,
    place: "Studio",
    bufferMs: 15 * 60_000,
    cancelCutoffHours: 12,
    notes: "",
    mailClient: true,
    submissionKey: `series-key-${++keys}-abcdefghijkl`,
    plan,
    outsideConfirmed: false,
  };
  const saved = await saveSeries(test.db, draft, seriesFates(settings, service, plan, now, []), now);
  if (saved === "taken") throw new Error("taken");
  return test.db.selectFrom("bookings").selectAll().where("id", "in", saved.bookingIds).orderBy("starts_at").execute();
}
