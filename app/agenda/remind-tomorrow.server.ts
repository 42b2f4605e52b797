// The clients without e-mail whom the trainer reminds of tomorrow's sessions
// from their own phone (the site cannot write to them): one per client,
// every session of theirs tomorrow together, and whether they were reminded
// already; offered in tomorrow's day and, from the evening on, in today's.
import type { Kysely } from "kysely";
import { manageBookingUrl } from "~/bookings";
import { bookingToken, lockBooking } from "~/bookings/index.server";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { formatClock, minutesOf, warsawDate, warsawInstant } from "~/scheduling";
import type { RemindedSession } from "./agenda.messages";

/** From this time of the trainer's day (Warsaw), today's view offers tomorrow's reminders too. */
export const EVENING_FROM = "18:00";

export type ClientToRemind = {
  /** The booking the "remind" intent names: the client's first session tomorrow (marking it marks all of that day). */
  id: number;
  name: string;
  phone: string;
  sessions: RemindedSession[];
  /** Each session's own page (/rezerwacja/<token>), absolute: the link the reminder gives. */
  pages: string[];
  /** "18:05" once the trainer reminded them of every one of these sessions, else null. */
  remindedAt: string | null;
};

export type TomorrowReminders = {
  /** Tomorrow's Warsaw date, "2026-11-27". */
  date: string;
  /** Whether today's view offers them too (from EVENING_FROM on). */
  evening: boolean;
  clients: ClientToRemind[];
};

export async function tomorrowReminders(db: Kysely<Database>, now: Date, siteUrl: string): Promise<TomorrowReminders> {
  const tomorrow = warsawDate(now).add({ days: 1 });
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "client_id", "name", "phone", "starts_at", "service_name", "place", "reminded_at"])
    .where("status", "=", "confirmed")
    .where("email", "=", "")
    .where("phone", "<>", "")
    .where("starts_at", ">=", timestamp(new Date(warsawInstant(tomorrow, 0)!)))
    .where("starts_at", "<", timestamp(new Date(warsawInstant(tomorrow.add({ days: 1 }), 0)!)))
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  const byClient = new Map<string, { first: (typeof rows)[number]; rows: typeof rows }>();
  for (const row of rows) {
    const key = row.client_id === null ? `p:${row.phone}` : `c:${row.client_id}`;
    const found = byClient.get(key);
    if (found) found.rows.push(row);
    else byClient.set(key, { first: row, rows: [row] });
  }
  const clients = await Promise.all(
    [...byClient.values()].map(async ({ first, rows: sessions }) => {
      const reminded = sessions.map((session) => session.reminded_at);
      const latest = reminded.every((at) => at !== null) ? reminded.sort().at(-1)! : null;
      return {
        id: first.id,
        name: first.name,
        phone: first.phone,
        sessions: sessions.map((session) => ({ time: formatClock(session.starts_at), service: session.service_name, place: session.place })),
        pages: await Promise.all(sessions.map(async (session) => manageBookingUrl(siteUrl, await bookingToken(db, session.id)))),
        remindedAt: latest === null ? null : formatClock(latest),
      };
    }),
  );
  return { date: tomorrow.toString(), evening: minutesOf(formatClock(now)) >= minutesOf(EVENING_FROM), clients };
}

/**
 * Marks the client of `booking` reminded of every confirmed session of
 * theirs that day, each row locked (in id order, as every change of several
 * bookings does) and read again first. False when the booking named is no
 * longer confirmed.
 */
export async function markReminded(db: Kysely<Database>, booking: Pick<Booking, "id" | "client_id" | "phone" | "starts_at">, now: Date): Promise<boolean> {
  const day = warsawDate(Date.parse(booking.starts_at));
  return db.transaction().execute(async (trx) => {
    const sameDay = await trx
      .selectFrom("bookings")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("id", "=", booking.id),
          booking.client_id === null ? eb.and([eb("phone", "=", booking.phone), eb("client_id", "is", null)]) : eb("client_id", "=", booking.client_id),
        ]),
      )
      .where("starts_at", ">=", timestamp(new Date(warsawInstant(day, 0)!)))
      .where("starts_at", "<", timestamp(new Date(warsawInstant(day.add({ days: 1 }), 0)!)))
      .orderBy("id")
      .execute();
    let named = false;
    for (const { id } of sameDay) {
      const locked = await lockBooking(trx, id);
      if (locked?.status !== "confirmed") continue;
      await trx
        .updateTable("bookings")
        .set({ reminded_at: timestamp(now) })
        .where("id", "=", id)
        .execute();
      named ||= id === booking.id;
    }
    return named;
  });
}
