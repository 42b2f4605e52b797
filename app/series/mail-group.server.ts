// Which occurrences of a weekly series one mail is about: the confirmation
// of the first occurrence lists every one made with it (same series, same
// moment, none moved since); the "Zmiana terminu" of the occurrence chosen
// in "ten i następne" lists every one moved with it, and its cancellation
// every one cancelled with it (same moment). A weekly group's seats joined in
// one go are one confirmation too.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { BookingMailKind } from "~/bookings/index.server";

/** The group in time order, or undefined when the mail is about the booking alone. */
export async function mailGroupOf(db: Kysely<Database>, booking: Booking, kind: BookingMailKind): Promise<Booking[] | undefined> {
  if (booking.series_id === null) return weeklyJoinOf(db, booking, kind);
  const siblings = db.selectFrom("bookings").selectAll().where("series_id", "=", booking.series_id).orderBy("starts_at");
  const confirmed = siblings.where("status", "=", "confirmed");
  let group: Booking[] = [];
  if (kind === "booking_confirmed_visitor" && booking.sequence === 0) {
    group = await confirmed.where("created_at", "=", booking.created_at).where("sequence", "=", 0).execute();
  } else if (kind === "booking_confirmed_visitor" && booking.moved_at !== null) {
    group = await confirmed.where("moved_at", "=", booking.moved_at).execute();
  } else if ((kind === "booking_cancelled_visitor" || kind === "booking_cancelled_trainer") && booking.cancelled_at !== null) {
    group = await siblings.where("status", "=", "cancelled").where("cancelled_at", "=", booking.cancelled_at).execute();
  }
  return group.length > 1 ? group : undefined;
}

/**
 * The seats of a weekly group one client joined in one go
 * (app/groups/weekly-groups.server.ts): made by one card at one moment, they
 * are one confirmation, its first seat's, and one mail to the trainer.
 */
async function weeklyJoinOf(db: Kysely<Database>, booking: Booking, kind: BookingMailKind): Promise<Booking[] | undefined> {
  if (
    (kind !== "booking_confirmed_visitor" && kind !== "booking_confirmed_trainer") ||
    booking.group_session_id === null ||
    booking.client_id === null ||
    booking.sequence !== 0
  )
    return undefined;
  const group = await db
    .selectFrom("bookings")
    .selectAll()
    .where("client_id", "=", booking.client_id)
    .where("group_session_id", "is not", null)
    .where("created_at", "=", booking.created_at)
    .where("status", "=", "confirmed")
    .where("sequence", "=", 0)
    .orderBy("starts_at")
    .execute();
  return group.length > 1 ? group : undefined;
}
