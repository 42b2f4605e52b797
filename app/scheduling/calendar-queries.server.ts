// What the calendar holds as free times read it: the booking page, the
// limits, the trainer's times.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { Calendar } from "~/scheduling/availability";
import { mailboxDomains, mailboxKey } from "~/lib/mailbox-key";

/**
 * Sessions and group sessions (with their buffers), blocks and the private calendar's busy
 * times that reach past `from`, for computing free times; without the
 * booking `except`, whose own time is free to it when it moves ("half an
 * hour later, please"). The private calendar claims no cells: the trainer may
 * still book over it knowingly in the panel, a visitor cannot.
 */
export async function calendarFrom(db: Kysely<Database>, from: Date, except?: number): Promise<Calendar> {
  const since = timestamp(from);
  const [sessions, groups, blocks, privateBusy] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["starts_at", "claimed_until"])
      .where("status", "=", "confirmed")
      .where("claimed_until", ">", since)
      // A seat of a group: the group session holds the time, once.
      .where("group_session_id", "is", null)
      .$if(except !== undefined, (query) => query.where("id", "<>", except!))
      .execute(),
    db.selectFrom("group_sessions").select(["starts_at", "claimed_until"]).where("status", "=", "open").where("claimed_until", ">", since).execute(),
    db.selectFrom("calendar_blocks").select(["starts_at", "ends_at"]).where("ends_at", ">", since).execute(),
    db.selectFrom("private_busy").select(["starts_at", "ends_at"]).where("ends_at", ">", since).execute(),
  ]);
  const bookings = [...sessions, ...groups];
  return {
    occupied: [
      ...bookings.map((booking) => ({ start: Date.parse(booking.starts_at), end: Date.parse(booking.claimed_until) })),
      ...[...blocks, ...privateBusy].map((block) => ({ start: Date.parse(block.starts_at), end: Date.parse(block.ends_at) })),
    ],
    sessionStarts: bookings.map((booking) => Date.parse(booking.starts_at)).sort((a, b) => a - b),
  };
}

/**
 * Confirmed sessions still ahead that this mailbox booked online itself,
 * however its address was written (mailboxKey): the cap per e-mail, meant for
 * strangers, counts them. What the trainer booked for a regular client (her
 * weekly sessions, a phone call) is hers and never stops the client booking
 * online (issue 78). SQL keeps the rows at the mailbox's domains (LIKE may let
 * more through, never fewer); the key decides.
 */
export async function futureBookingsOf(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const key = mailboxKey(email);
  const rows = await db
    .selectFrom("bookings")
    .select("email")
    .where((eb) => eb.or(mailboxDomains(email).map((domain) => eb(eb.fn("lower", ["email"]), "like", `%@${domain}`))))
    .where("status", "=", "confirmed")
    .where("origin", "=", "online")
    .where("starts_at", ">", timestamp(now))
    .execute();
  return rows.filter((row) => mailboxKey(row.email) === key).length;
}
