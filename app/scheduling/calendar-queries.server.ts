// What the calendar holds, as the booking page, the limits, the trainer's
// agenda and the calendar feed read it.
import type { Kysely, Selectable } from "kysely";
import { timestamp, type Booking, type CalendarBlock, type Database } from "~/db/database.server";
import type { PrivateBusyTable } from "~/db/diary-tables";
import { dialectOf } from "~/db/sql-dialect.server";
import type { Calendar } from "~/scheduling/availability";
import { firstName, type BookingForCalendar, type FeedDetails } from "~/bookings/booking-calendar-file.server";
import { mailboxDomains, mailboxKey } from "~/lib/mailbox-key";
import { monthsBefore } from "~/enquiries/retention.server";
import { liveSite } from "~/site-content/live-content.server";

/**
 * Sessions (with their buffers), blocks and the private calendar's busy
 * times that reach past `from`, for computing free times; without the
 * booking `except`, whose own time is free to it when it moves ("half an
 * hour later, please"). The private calendar claims no cells: the trainer may
 * still book over it knowingly in the panel, a visitor cannot.
 */
export async function calendarFrom(db: Kysely<Database>, from: Date, except?: number): Promise<Calendar> {
  const since = timestamp(from);
  const [bookings, blocks, privateBusy] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["starts_at", "claimed_until"])
      .where("status", "=", "confirmed")
      .where("claimed_until", ">", since)
      .$if(except !== undefined, (query) => query.where("id", "<>", except!))
      .execute(),
    db.selectFrom("calendar_blocks").select(["starts_at", "ends_at"]).where("ends_at", ">", since).execute(),
    db.selectFrom("private_busy").select(["starts_at", "ends_at"]).where("ends_at", ">", since).execute(),
  ]);
  return {
    occupied: [
      ...bookings.map((booking) => ({ start: Date.parse(booking.starts_at), end: Date.parse(booking.claimed_until) })),
      ...[...blocks, ...privateBusy].map((block) => ({ start: Date.parse(block.starts_at), end: Date.parse(block.ends_at) })),
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

/** The blocks of this mailbox, however the address is written ("+tag", Gmail's dots), expired ones not yet erased included. */
async function blocksOf(db: Kysely<Database>, email: string): Promise<{ email: string; created_at: string }[]> {
  const key = mailboxKey(email);
  const rows = await db
    .selectFrom("blocked_booking_emails")
    .select(["email", "created_at"])
    .where((eb) => eb.or(mailboxDomains(email).map((domain) => eb(eb.fn("lower", ["email"]), "like", `%@${domain}`))))
    .orderBy("created_at")
    .execute();
  return rows.filter((row) => mailboxKey(row.email) === key);
}

/** How long a block lasts: the privacy policy's period, from the published content. */
const blockMonthsNow = () => liveSite().privacy.blockMonths;

/** When a block made at `blockedAt` ends: `months` calendar months later. */
export function blockExpiry(blockedAt: string, months: number): Date {
  return monthsBefore(new Date(blockedAt), -months);
}

/** Whether the trainer blocked this mailbox less than the block's period ago, however the address is written. */
export async function isEmailBlocked(db: Kysely<Database>, email: string, now: Date = new Date(), months: number = blockMonthsNow()): Promise<boolean> {
  return (await blocksOf(db, email)).some((row) => blockExpiry(row.created_at, months) > now);
}

/** "Odwołaj i zablokuj": blocks the address from now on for the block's period (again from now, if it was blocked before). */
export async function blockEmail(db: Kysely<Database>, email: string, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("blocked_booking_emails")
    .values({ email, created_at: timestamp(now) })
    .onConflict((conflict) => conflict.column("email").doUpdateSet({ created_at: timestamp(now) }))
    .execute();
}

export type BookingBlock = { email: string; blockedAt: string; expiresAt: string };

/** What is stored about this mailbox's blocks, with when each ends: for the client's data export. */
export async function bookingBlocksOf(db: Kysely<Database>, email: string, months: number = blockMonthsNow()): Promise<BookingBlock[]> {
  return (await blocksOf(db, email)).map((row) => ({ email: row.email, blockedAt: row.created_at, expiresAt: timestamp(blockExpiry(row.created_at, months)) }));
}

/** Lifts and forgets this mailbox's blocks (the client's data erased); returns how many. */
export async function eraseBlocksOf(db: Kysely<Database>, email: string): Promise<number> {
  const addresses = (await blocksOf(db, email)).map((row) => row.email);
  if (!addresses.length) return 0;
  const result = await db.deleteFrom("blocked_booking_emails").where("email", "in", addresses).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Blocks made more than `months` months before `now` have ended: the retention job erases them. */
export async function eraseExpiredBlocks(db: Kysely<Database>, months: number, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("blocked_booking_emails")
    .where("created_at", "<", timestamp(monthsBefore(now, months)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type PrivateBusy = Selectable<PrivateBusyTable>;

export type Agenda = { bookings: Booking[]; blocks: CalendarBlock[]; privateBusy: PrivateBusy[] };

/** Everything between two instants, in time order: the trainer's agenda. */
export async function agendaBetween(db: Kysely<Database>, from: Date, to: Date): Promise<Agenda> {
  const [bookings, blocks, privateBusy] = await Promise.all([
    db
      .selectFrom("bookings")
      .selectAll()
      .where("starts_at", ">=", timestamp(from))
      .where("starts_at", "<", timestamp(to))
      .orderBy("starts_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("calendar_blocks").selectAll().where("ends_at", ">", timestamp(from)).where("starts_at", "<", timestamp(to)).orderBy("starts_at").execute(),
    db.selectFrom("private_busy").selectAll().where("ends_at", ">", timestamp(from)).where("starts_at", "<", timestamp(to)).orderBy("starts_at").execute(),
  ]);
  return { bookings, blocks, privateBusy };
}

/** Confirmed sessions that ended between `since` and `now` with no outcome marked yet, the latest first. */
export async function sessionsToMark(db: Kysely<Database>, since: Date, now: Date): Promise<Booking[]> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("ends_at", ">=", timestamp(since))
    .where("ends_at", "<=", timestamp(now))
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The trainer's calendar feed: every session ending since `since` (the
 * feed's window) and all ahead, whatever became of them, so that marking one
 * "odbyła się" or cancelling it updates the event instead of deleting it.
 * The minimal feed reads no contact details, and of the name passes on only
 * the first word.
 */
export async function feedBookings(db: Kysely<Database>, since: Date, details: FeedDetails): Promise<BookingForCalendar[]> {
  const sessions = db.selectFrom("bookings").where("ends_at", ">=", timestamp(since)).orderBy("starts_at").orderBy("id");
  if (details === "full") return sessions.selectAll().execute();
  const rows = await sessions.select(["id", "service_name", "place", "starts_at", "ends_at", "name", "status", "sequence"]).execute();
  return rows.map((row) => ({ ...row, name: firstName(row.name), email: "", phone: "", notes: "", price: 0 }));
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
        : trx
            .updateTable("bookings")
            .set({ sequence: (eb) => eb.ref("sequence") })
            .where("email", "=", address)
            .returning("id");
    if (!(await locked.execute()).length) return 0;
    const result = await trx.deleteFrom("bookings").where("email", "=", address).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Bookings whose session ended before `before`: the retention job erases them. */
export async function eraseBookingsEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("bookings")
    .where("ends_at", "<", timestamp(before))
    // A session a package counted stays while the package does (erasePackagesEndedBefore), or its balance would grow back.
    .where((eb) => eb.not(eb.exists(eb.selectFrom("package_uses").select("booking_id").whereRef("package_uses.booking_id", "=", "bookings.id"))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
