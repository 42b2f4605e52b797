// Whether and how a booking's client was reminded, for its line in the
// agenda: from the trainer's own phone ("Przypomnij" marked the booking) or
// by the site (its reminder sent by e-mail or push). The site's reminders of
// every booking shown are read in one query.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { REMINDERS } from "~/bookings/index.server";
import { formatClock, formatDate, warsawDate } from "~/scheduling";

/** How the client was reminded, and when: its day ("23 listopada") and time ("18:05"), Warsaw's; a reminder is sent days before. */
export type ReminderMark = { by: "phone" | "email" | "push"; date: string; clock: string };

const markedAt = (by: ReminderMark["by"], at: string): ReminderMark => ({ by, date: formatDate(warsawDate(new Date(at)), false), clock: formatClock(at) });

type SiteReminder = { by: "email" | "push"; at: string };

/** The latest reminder the site sent, by booking. */
export type SentReminders = Map<number, SiteReminder>;

/** The latest reminder the site sent for each of the bookings, by e-mail or push. */
export async function sentReminders(db: Kysely<Database>, bookingIds: readonly number[]): Promise<SentReminders> {
  const sent: SentReminders = new Map();
  if (!bookingIds.length) return sent;
  const rows = await db
    .selectFrom("outbox")
    .select(["booking_id", "channel", "sent_at"])
    .where("booking_id", "in", [...new Set(bookingIds)])
    .where("kind", "in", [...REMINDERS])
    .where("status", "=", "sent")
    .where("channel", "in", ["email", "push"])
    .orderBy("sent_at")
    .orderBy("id")
    .execute();
  for (const row of rows)
    if (row.booking_id !== null && row.sent_at !== null) sent.set(row.booking_id, { by: row.channel as SiteReminder["by"], at: row.sent_at });
  return sent;
}

/** The trainer's own reminder first (a client without e-mail gets none from the site), else the site's. */
export function reminderMark(booking: Pick<Booking, "id" | "reminded_at">, sent: SentReminders): ReminderMark | null {
  if (booking.reminded_at !== null) return markedAt("phone", booking.reminded_at);
  const site = sent.get(booking.id);
  return site ? markedAt(site.by, site.at) : null;
}
