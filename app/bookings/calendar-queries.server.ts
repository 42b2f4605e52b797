// What the calendar holds, as the booking page, the limits, the trainer's
// agenda and the calendar feed read it.
import type { Kysely } from "kysely";
import { timestamp, type Booking, type CalendarBlock, type Database } from "~/db/database.server";
import type { Calendar } from "~/bookings/availability";

/** Sessions (with their buffers) and blocks that reach past `from`, for computing free times. */
export async function calendarFrom(db: Kysely<Database>, from: Date): Promise<Calendar> {
  const since = timestamp(from);
  const [bookings, blocks] = await Promise.all([
    db.selectFrom("bookings").select(["starts_at", "claimed_until"]).where("status", "=", "confirmed").where("claimed_until", ">", since).execute(),
    db.selectFrom("calendar_blocks").select(["starts_at", "ends_at"]).where("ends_at", ">", since).execute(),
  ]);
  return {
    occupied: [
      ...bookings.map((booking) => ({ start: Date.parse(booking.starts_at), end: Date.parse(booking.claimed_until) })),
      ...blocks.map((block) => ({ start: Date.parse(block.starts_at), end: Date.parse(block.ends_at) })),
    ],
    sessionStarts: bookings.map((booking) => Date.parse(booking.starts_at)).sort((a, b) => a - b),
  };
}

/** Confirmed sessions still ahead for this address: the cap per e-mail counts them. */
export async function futureBookingsOf(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("email", "=", email)
    .where("status", "=", "confirmed")
    .where("starts_at", ">", timestamp(now))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Bookings made from one network since a moment, cancelled ones included. */
export async function bookingsFromNetworkSince(db: Kysely<Database>, networkHash: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("network_hash", "=", networkHash)
    .where("created_at", ">=", timestamp(since))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function isEmailBlocked(db: Kysely<Database>, email: string): Promise<boolean> {
  return Boolean(await db.selectFrom("blocked_booking_emails").select("email").where("email", "=", email).executeTakeFirst());
}

export async function blockEmail(db: Kysely<Database>, email: string, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("blocked_booking_emails")
    .values({ email, created_at: timestamp(now) })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

export type Agenda = { bookings: Booking[]; blocks: CalendarBlock[] };

/** Everything between two instants, in time order: the trainer's agenda. */
export async function agendaBetween(db: Kysely<Database>, from: Date, to: Date): Promise<Agenda> {
  const [bookings, blocks] = await Promise.all([
    db.selectFrom("bookings").selectAll().where("starts_at", ">=", timestamp(from)).where("starts_at", "<", timestamp(to)).orderBy("starts_at").orderBy("id").execute(),
    db.selectFrom("calendar_blocks").selectAll().where("ends_at", ">", timestamp(from)).where("starts_at", "<", timestamp(to)).orderBy("starts_at").execute(),
  ]);
  return { bookings, blocks };
}

/** Confirmed sessions from a day ago on: the private calendar feed. */
export async function upcomingBookings(db: Kysely<Database>, now: Date): Promise<Booking[]> {
  const since = timestamp(new Date(now.getTime() - 24 * 60 * 60_000));
  return db.selectFrom("bookings").selectAll().where("status", "=", "confirmed").where("ends_at", ">=", since).orderBy("starts_at").execute();
}

/** A client's bookings, by e-mail address, newest first. */
export async function bookingsOf(db: Kysely<Database>, email: string): Promise<Booking[]> {
  return db.selectFrom("bookings").selectAll().where("email", "=", email.trim().toLowerCase()).orderBy("starts_at", "desc").execute();
}

/** A client's bookings erased with their enquiries (RODO art. 17); returns how many. */
export async function eraseBookingsOf(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom("bookings").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Bookings whose session ended before `before`: the retention job erases them. */
export async function eraseBookingsEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("bookings").where("ends_at", "<", timestamp(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
