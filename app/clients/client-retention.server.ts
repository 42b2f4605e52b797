// What the privacy policy promises for the diary: a card is erased once
// nothing of the person is left on it (a plan, a log or a diet is something), and a block of time (its note may
// name an errand) as long after it ended as a session. Packages have their
// own (app/packages/package-retention.server.ts).
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";

const COACHING_TABLES = ["training_plans", "workout_sets", "measurements", "progress_photos", "diet_plans", "supplement_lists"] as const;

/**
 * Erases the cards with no enquiry, booking or package left, or only those of
 * `among` (cardFor locks a card it found, so none is erased under a new booking).
 * A card the trainer added by hand stays while its last activity is after
 * `keepAddedSince` (the retention job's cut-off): it is empty from the start.
 */
export async function eraseEmptyCards(db: Kysely<Database>, among?: readonly number[], keepAddedSince?: Date): Promise<number> {
  if (among?.length === 0) return 0;
  const result = await db
    .deleteFrom("clients")
    .where((eb) =>
      eb.and([
        ...(among ? [eb("clients.id", "in", among)] : []),
        ...(keepAddedSince ? [eb.or([eb("clients.added_in_panel_at", "is", null), eb("clients.last_activity_at", "<", timestamp(keepAddedSince))])] : []),
        eb.not(eb.exists(eb.selectFrom("enquiries").select("id").whereRef("enquiries.client_id", "=", "clients.id"))),
        eb.not(eb.exists(eb.selectFrom("bookings").select("id").whereRef("bookings.client_id", "=", "clients.id"))),
        eb.not(eb.exists(eb.selectFrom("client_packages").select("id").whereRef("client_packages.client_id", "=", "clients.id"))),
        // A client coached at a distance (a plan, a log, a diet…) has a card with no booking: it is not empty.
        ...COACHING_TABLES.map((table) => eb.not(eb.exists(eb.selectFrom(table).select("id").whereRef(`${table}.client_id`, "=", "clients.id")))),
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
