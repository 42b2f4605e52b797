// Which occurrences of a weekly series one mail is about: the confirmation
// of the first occurrence lists every one made with it (same series, same
// moment, none moved since); the cancellation of the occurrence chosen in
// "ten i następne" lists every one cancelled with it (same moment).
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { BookingMailKind } from "~/bookings/booking-mail.server";

/** The group in time order, or undefined when the mail is about the booking alone. */
export async function mailGroupOf(db: Kysely<Database>, booking: Booking, kind: BookingMailKind): Promise<Booking[] | undefined> {
  if (booking.series_id === null) return undefined;
  const siblings = db.selectFrom("bookings").selectAll().where("series_id", "=", booking.series_id).orderBy("starts_at");
  if (kind === "booking_confirmed_visitor" && booking.sequence === 0) {
    const made = await siblings.where("created_at", "=", booking.created_at).where("status", "=", "confirmed").where("sequence", "=", 0).execute();
    return made.length > 1 ? made : undefined;
  }
  if ((kind === "booking_cancelled_visitor" || kind === "booking_cancelled_trainer") && booking.cancelled_at !== null) {
    const cancelled = await siblings.where("status", "=", "cancelled").where("cancelled_at", "=", booking.cancelled_at).execute();
    return cancelled.length > 1 ? cancelled : undefined;
  }
  return undefined;
}
