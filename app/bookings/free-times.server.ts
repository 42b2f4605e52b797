// Free times as the booking page and the booking action read them: the
// settings, the clock and what the database holds.
import type { Kysely } from "kysely";
import type { BookingService, BookingSettings } from "../../content/booking-schema";
import type { Database } from "~/db/database.server";
import { freeSlotsByDay, type Slot } from "~/bookings/availability";
import { calendarFrom } from "~/bookings/calendar-queries.server";

export async function freeTimes(db: Kysely<Database>, settings: BookingSettings, service: BookingService, now: Date): Promise<Map<string, Slot[]>> {
  return freeSlotsByDay(settings, service, now, await calendarFrom(db, now));
}

/** The free slots closest in time to the one asked for, earliest first. */
export function nearestSlots(days: Map<string, Slot[]>, wanted: number, count = 3): Slot[] {
  return [...days.values()]
    .flat()
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted))
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}
