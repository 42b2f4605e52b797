import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { firstName, type BookingForCalendar, type FeedDetails } from "~/bookings/index.server";

/**
 * The trainer's calendar feed: every session ending since `since` (the
 * feed's window) and all ahead, whatever became of them, so that marking one
 * "odbyła się" (its title "(odbyto)") or cancelling it updates the event instead of deleting it.
 * The minimal feed reads no contact details, and of the name passes on only
 * the first word.
 */
export async function feedBookings(db: Kysely<Database>, since: Date, details: FeedDetails): Promise<BookingForCalendar[]> {
  const sessions = db.selectFrom("bookings").where("ends_at", ">=", timestamp(since)).orderBy("starts_at").orderBy("id");
  if (details === "full") return sessions.selectAll().execute();
  const rows = await sessions.select(["id", "service_name", "place", "starts_at", "ends_at", "name", "status", "sequence"]).execute();
  return rows.map((row) => ({ ...row, name: firstName(row.name), email: "", phone: "", notes: "", price: 0 }));
}
