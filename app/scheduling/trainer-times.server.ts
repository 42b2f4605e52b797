// Times as the trainer sees them in the panel: the free times /rezerwacja
// offers, but without the visitor's minimum notice and horizon.
import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import type { BookingService, BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { freeSlotsOn, type Slot } from "~/scheduling/availability";
import { calendarFrom } from "~/scheduling/calendar-queries.server";

/** The settings with no minimum notice: the trainer may take a client for in an hour. */
export function trainerRules(settings: BookingSettings): BookingSettings {
  return { ...settings, minNoticeHours: 0 };
}

/** The free times of `service` on each of `dates`, as /rezerwacja would offer them with no notice. */
export async function trainerFreeSlots(
  db: Kysely<Database>,
  settings: BookingSettings,
  service: BookingService,
  dates: Temporal.PlainDate[],
  now: Date,
): Promise<Map<string, Slot[]>> {
  const calendar = await calendarFrom(db, now);
  const rules = trainerRules(settings);
  return new Map(dates.map((date) => [date.toString(), freeSlotsOn(rules, service, date, now, calendar)]));
}
