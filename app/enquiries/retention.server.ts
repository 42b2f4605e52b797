import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { monthsBefore } from "~/lib/months-before";

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
