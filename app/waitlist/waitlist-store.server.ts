// The waitlist's rows: one per mailbox and Warsaw day (or group session), made by the form on
// /rezerwacja (or a full session's page), pending until the address is confirmed (waitlist-confirm.server.ts),
// erased at the day's end (the retention job's sweep, confirmed or not) or with
// the client's data; the mails about a row go with it (the outbox's foreign key).
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database, type WaitlistEntry } from "~/db/database.server";
import { mailboxKey } from "~/lib/mailbox-key";
import { warsawDate } from "~/scheduling";
import { addressConfirmed, askToConfirm } from "./waitlist-confirm.server";

/** `groupSessionId`: waiting for that session's seat (its day and service); without it, for any free time of the day. */
export type WaitlistJoin = { day: string; serviceSlug: string; email: string; submissionKey: string; groupSessionId?: number };

/**
 * Puts the address on the day's list; "already" when its mailbox waits for
 * the day already, or the same form was sent before: the same answer, no
 * second row. The entry is confirmed at once when `proved` (the signed-in
 * client's own address) or when the address confirmed an entry before;
 * otherwise it waits for its link, whose mail goes out (once a day at most).
 */
export async function joinWaitlist(db: Kysely<Database>, entry: WaitlistJoin, now: Date, { proved = false } = {}): Promise<"joined" | "already"> {
  const confirmed = proved || (await addressConfirmed(db, entry.email));
  const key = mailboxKey(entry.email);
  const result = await db
    .insertInto("waitlist")
    .values({
      day: entry.day,
      service_slug: entry.serviceSlug,
      email: entry.email,
      mailbox_key: key,
      submission_key: entry.submissionKey,
      created_at: timestamp(now),
      last_told_at: null,
      confirmed_at: confirmed ? timestamp(now) : null,
      group_session_id: entry.groupSessionId ?? null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom("waitlist")
    .select(["id", "mailbox_key", "confirmed_at"])
    .where("day", "=", entry.day)
    .where("mailbox_key", "=", key)
    .where((eb) => (entry.groupSessionId === undefined ? eb("group_session_id", "is", null) : eb("group_session_id", "=", entry.groupSessionId)))
    .executeTakeFirst();
  if (row && row.confirmed_at === null) {
    if (confirmed)
      await db
        .updateTable("waitlist")
        .set({ confirmed_at: timestamp(now) })
        .where("id", "=", row.id)
        .execute();
    else await askToConfirm(db, row, now);
  }
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? "joined" : "already";
}

/** Erases the entries of days that have ended in Warsaw by `now`: waiting ends with the day. */
export async function eraseEndedWaitlist(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom("waitlist").where("day", "<", warsawDate(now).toString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erases whatever waits under these addresses' mailboxes, in the erasure's transaction. */
export async function eraseWaitlistOf(trx: Transaction<Database>, emails: Iterable<string>): Promise<number> {
  const keys = [...new Set([...emails].map(mailboxKey))];
  if (!keys.length) return 0;
  const result = await trx.deleteFrom("waitlist").where("mailbox_key", "in", keys).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The entries of these addresses' mailboxes, oldest first, for the data export. */
export async function waitlistEntriesOf(db: Kysely<Database>, emails: Iterable<string>): Promise<WaitlistEntry[]> {
  const keys = [...new Set([...emails].map(mailboxKey))];
  if (!keys.length) return [];
  return db.selectFrom("waitlist").selectAll().where("mailbox_key", "in", keys).orderBy("created_at").orderBy("id").execute();
}
