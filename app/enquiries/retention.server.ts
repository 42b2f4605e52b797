import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";

/** The same day `months` calendar months earlier (UTC), or the month's last day when it is shorter: 31 March − 1 = 28/29 February. */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * Erases enquiries received more than `months` months ago, with their
 * e-mails (the outbox rows go by the foreign key's cascade). Returns how many.
 */
export async function eraseExpiredEnquiries(db: Kysely<Database>, months: number, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("enquiries")
    .where("created_at", "<", timestamp(monthsBefore(now, months)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
