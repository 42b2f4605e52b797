// BOOKING_RATE_LIMIT: bookings made and changes asked for from one network in
// the last hour, counted in the database so that every instance sees them.
// A network is kept only as long as this count needs it: the retention job
// clears it once the window has passed (forgetStaleNetworks).
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { processSecret } from "~/db/app-secrets.server";
import { timestamp, type Database } from "~/db/database.server";
import { env } from "~/env.server";
import { networkOf } from "~/lib/client-network";

/** How far back the limit counts; the privacy policy states it. */
export const BOOKING_RATE_WINDOW_MINUTES = 60;
/** How often the retention job forgets the networks past the window: a hash outlives the window by at most this. */
export const NETWORK_SWEEP_MINUTES = 5;
const WINDOW_MS = BOOKING_RATE_WINDOW_MINUTES * 60_000;

// Networks are counted by a keyed hash: the tables hold no address.
const networkKey = processSecret("booking-network");

export async function networkHash(clientAddress: string): Promise<string> {
  return createHmac("sha256", await networkKey()).update(networkOf(clientAddress)).digest("base64url");
}

const windowStart = (now: Date) => timestamp(new Date(now.getTime() - WINDOW_MS));

/** Whether this network may book or change one more booking now. */
export async function withinBookingRateLimit(db: Kysely<Database>, network: string, now: Date): Promise<boolean> {
  const since = windowStart(now);
  const count = (table: "bookings" | "booking_actions") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("network_hash", "=", network)
      .where("created_at", ">=", since)
      .executeTakeFirst()
      .then((row) => Number(row?.count ?? 0));
  const [bookings, actions] = await Promise.all([count("bookings"), count("booking_actions")]);
  return bookings + actions < env.BOOKING_RATE_LIMIT;
}

/** Counts a change asked for from a booking's own page. */
export async function recordBookingAction(db: Kysely<Database>, network: string, now: Date): Promise<void> {
  await db.insertInto("booking_actions").values({ network_hash: network, created_at: timestamp(now) }).execute();
}

/** The counts past the window are of no use: the retention job drops them. */
export async function deleteStaleBookingActions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("booking_actions").where("created_at", "<", windowStart(now)).execute();
}

/**
 * Forgets the networks the limit no longer counts: the hashes of bookings made
 * before the window are cleared and the changes asked for before it deleted.
 * Returns how many bookings lost their hash.
 */
export async function forgetStaleNetworks(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable("bookings")
    .set({ network_hash: null })
    .where("network_hash", "is not", null)
    .where("created_at", "<", windowStart(now))
    .executeTakeFirst();
  await deleteStaleBookingActions(db, now);
  return Number(result.numUpdatedRows);
}
