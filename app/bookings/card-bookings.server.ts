// A client card's bookings (/admin/klienci/:id): the coming ones with the
// nearest free times to move them to, the past ones with their outcome. The
// buttons post the agenda's own intents (agendaAction), so a change from the
// card goes through changeBooking exactly as from the agenda.
import type { Kysely } from "kysely";
import type { BookingSettings } from "../../content/booking-schema";
import type { Booking, Database } from "~/db/database.server";
import { alternativeChoices } from "~/bookings/booking-page.server";
import type { TimeChoice } from "~/bookings/booking-picker";
import { freeTimes, nearestSlots } from "~/bookings/free-times.server";
import { serviceOfBooking } from "~/bookings/manage-booking.server";
import { formatDay, formatTimeRange, warsawDate } from "~/bookings/warsaw-time";

export type CardBooking = {
  id: number;
  version: number;
  /** "wt. 2 marca 2027, 18:00–19:00". */
  when: string;
  startsAt: string;
  service: string;
  place: string;
  status: Booking["status"];
  /** Started already: an outcome, not a move, is what it needs. */
  past: boolean;
  /** For a coming confirmed booking: the nearest free times of its service. */
  moveTo: TimeChoice[];
};

/** The agenda's intents a card may post. */
export const CARD_BOOKING_INTENTS = ["cancel", "move", "attended", "no_show"] as const;

/** How many free times a move offers around the booked one. */
const MOVE_CHOICES = 6;

export async function cardBookings(db: Kysely<Database>, bookings: Booking[], settings: BookingSettings, now: Date): Promise<CardBooking[]> {
  return Promise.all(
    bookings.map(async (booking) => {
      const start = Date.parse(booking.starts_at);
      const past = start <= now.getTime();
      const free = !past && booking.status === "confirmed" ? await freeTimes(db, settings, serviceOfBooking(booking, settings), now, booking.id) : null;
      return {
        id: booking.id,
        version: booking.sequence,
        when: `${formatDay(warsawDate(start))}, ${formatTimeRange(booking.starts_at, booking.ends_at)}`,
        startsAt: booking.starts_at,
        service: booking.service_name,
        place: booking.place,
        status: booking.status,
        past,
        // Its own time is free to it (except): not a move, so not offered.
        moveTo: free ? alternativeChoices(nearestSlots(free, start, MOVE_CHOICES + 1).filter((slot) => slot.start !== start)).slice(0, MOVE_CHOICES) : [],
      };
    }),
  );
}
