// What the calendar holds, as the booking page, the limits, the trainer's
// agenda and the calendar feed read it.
import type { Kysely } from "kysely";
import { timestamp, type Booking, type CalendarBlock, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import type { Calendar } from "~/bookings/availability";
import { mailboxDomains, mailboxKey } from "~/bookings/mailbox-key";

/**
 * Sessions (with their buffers) and blocks that reach past `from`, for
 * computing free times; without the booking `except`, whose own time is
 * free to it when it moves ("half an hour later, please").
 */
export async function calendarFrom(db: Kysely<Database>, from: Date, except?: number): Promise<Calendar> {
  const since = timestamp(from);
  const [bookings, blocks] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["starts_at", "claimed_until"])
      .where("status", "=", "confirmed")
      .where("claimed_until", ">", since)
      .$if(except !== undefined, (query) => query.where("id", "<>", except!))
      .execute(),
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

/**
 * Confirmed sessions still ahead for this mailbox, however its address was
 * written (mailboxKey): the cap per e-mail counts them. SQL keeps the rows at
 * the mailbox's domains (LIKE may let more through, never fewer); the key decides.
 */
export async function futureBookingsOf(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const key = mailboxKey(email);
  const rows = await db
    .selectFrom("bookings")
    .select("email")
    .where((eb) => eb.or(mailboxDomains(email).map((domain) => eb(eb.fn("lower", ["email"]), "like", `%@${domain}`))))
    .where("status", "=", "confirmed")
    .where("starts_at", ">", timestamp(now))
    .execute();
  return rows.filter((row) => mailboxKey(row.email) === key).length;
}

/** Whether the trainer blocked this mailbox, however the address is written ("+tag", Gmail's dots). */
export async function isEmailBlocked(db: Kysely<Database>, email: string): Promise<boolean> {
  const key = mailboxKey(email);
  const rows = await db
    .selectFrom("blocked_booking_emails")
    .select("email")
    .where((eb) => eb.or(mailboxDomains(email).map((domain) => eb(eb.fn("lower", ["email"]), "like", `%@${domain}`))))
    .execute();
  return rows.some((row) => mailboxKey(row.email) === key);
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

/**
 * The trainer's calendar feed: every session since `since` (the retention
 * period) and all ahead, whatever became of them, so that marking one
 * "odbyło się" or cancelling it updates the event instead of deleting it.
 */
export async function feedBookings(db: Kysely<Database>, since: Date): Promise<Booking[]> {
  return db.selectFrom("bookings").selectAll().where("ends_at", ">=", timestamp(since)).orderBy("starts_at").orderBy("id").execute();
}

/** A client's bookings, by e-mail address, newest first. */
export async function bookingsOf(db: Kysely<Database>, email: string): Promise<Booking[]> {
  return db.selectFrom("bookings").selectAll().where("email", "=", email.trim().toLowerCase()).orderBy("starts_at", "desc").execute();
}

/**
 * A client's bookings erased with their enquiries (RODO art. 17); returns
 * how many. Their rows are locked first, in id order as every change locks
 * them; the cells and mails go with them (ON DELETE CASCADE).
 */
export async function eraseBookingsOf(db: Kysely<Database>, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const locked =
      dialectOf(trx) === "postgres"
        ? trx.selectFrom("bookings").select("id").where("email", "=", address).orderBy("id").forUpdate()
        : trx.updateTable("bookings").set({ sequence: (eb) => eb.ref("sequence") }).where("email", "=", address).returning("id");
    if (!(await locked.execute()).length) return 0;
    const result = await trx.deleteFrom("bookings").where("email", "=", address).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Bookings whose session ended before `before`: the retention job erases them. */
export async function eraseBookingsEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("bookings").where("ends_at", "<", timestamp(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
