// Mailboxes the trainer blocked ("Odwołaj i zablokuj"): whether one is
// blocked, for how long, and their erasure with the client's data or when
// the block ends. isEmailBlocked is the one guard of every way a person
// books from the public side: /rezerwacja (bookings' booking-action, a
// group service's seat included), a seat on /zajecia/:id (groups'
// seat-action) and the weekly join on /moje-treningi (groups'
// joinWeeklyGroup, and its summary before the button); a gift voucher's
// order asks it too. The trainer's own bookings in the panel do not.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { mailboxDomains, mailboxKey } from "~/lib/mailbox-key";
import { monthsBefore } from "~/lib/months-before";

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

/** When a block made at `blockedAt` ends: `months` calendar months later. */
export function blockExpiry(blockedAt: string, months: number): Date {
  return monthsBefore(new Date(blockedAt), -months);
}

/** Whether the trainer blocked this mailbox less than `months` (the privacy policy's period) ago, however the address is written. */
export async function isEmailBlocked(db: Kysely<Database>, email: string, months: number, now: Date = new Date()): Promise<boolean> {
  return (await blocksOf(db, email)).some((row) => blockExpiry(row.created_at, months) > now);
}

/** Which of `emails` are blocked now, in one query (the blocks are few): for a whole file of people at once. */
export async function blockedAmong(db: Kysely<Database>, emails: readonly string[], months: number, now: Date): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom("blocked_booking_emails").select(["email", "created_at"]).execute();
  const blocked = new Set(rows.filter((row) => blockExpiry(row.created_at, months) > now).map((row) => mailboxKey(row.email)));
  return new Set(emails.filter((email) => blocked.has(mailboxKey(email))));
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
export async function bookingBlocksOf(db: Kysely<Database>, email: string, months: number): Promise<BookingBlock[]> {
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
