// What the privacy policy promises for the diary: a package is erased
// RETENTION_MONTHS after its last valid day (the sessions it counted stay
// as long, so its balance never goes back up), a card once nothing of the
// person is left on it, and a block of time (its note may name an errand)
// as long after it ended as a session.
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { timestamp, type Database } from "~/db/database.server";
import { validUntil } from "~/packages/package-balance";
import { warsawDate } from "~/scheduling/warsaw-time";

/** Erases the packages whose last valid day (counted from the sale when no session started them) is before `before`. */
export async function erasePackagesEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const cutoff = warsawDate(before);
  const packages = await db.selectFrom("client_packages").select(["id", "starts_on", "sold_on", "valid_weeks"]).execute();
  const ended = packages
    .filter((pack) => Temporal.PlainDate.compare(validUntil({ starts_on: pack.starts_on ?? pack.sold_on, valid_weeks: pack.valid_weeks })!, cutoff) < 0)
    .map((pack) => pack.id);
  if (!ended.length) return 0;
  const result = await db.deleteFrom("client_packages").where("id", "in", ended).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Erases the cards with no enquiry, booking or package left, or only those of
 * `among` (cardFor locks a card it found, so none is erased under a new booking).
 */
export async function eraseEmptyCards(db: Kysely<Database>, among?: readonly number[]): Promise<number> {
  if (among?.length === 0) return 0;
  const result = await db
    .deleteFrom("clients")
    .where((eb) =>
      eb.and([
        ...(among ? [eb("clients.id", "in", among)] : []),
        eb.not(eb.exists(eb.selectFrom("enquiries").select("id").whereRef("enquiries.client_id", "=", "clients.id"))),
        eb.not(eb.exists(eb.selectFrom("bookings").select("id").whereRef("bookings.client_id", "=", "clients.id"))),
        eb.not(eb.exists(eb.selectFrom("client_packages").select("id").whereRef("client_packages.client_id", "=", "clients.id"))),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erases the blocks of time that ended before `before` (their cells go with them). */
export async function eraseBlocksEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("calendar_blocks").where("ends_at", "<", timestamp(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
