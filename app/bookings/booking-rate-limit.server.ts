// BOOKING_RATE_LIMIT: bookings made and changes asked for from one network in
// the last hour, counted in the database so that every instance sees them.
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { processSecret } from "~/db/app-secrets.server";
import { timestamp, type Database } from "~/db/database.server";
import { env } from "~/env.server";
import { networkOf } from "~/lib/client-network";

const WINDOW_MS = 60 * 60_000;

// Networks are counted by a keyed hash: the tables hold no address.
const networkKey = processSecret("booking-network");

export async function networkHash(clientAddress: string): Promise<string> {
  return createHmac("sha256", await networkKey()).update(networkOf(clientAddress)).digest("base64url");
}

/** Whether this network may book or change one more booking now. */
export async function withinBookingRateLimit(db: Kysely<Database>, network: string, now: Date): Promise<boolean> {
  const since = timestamp(new Date(now.getTime() - WINDOW_MS));
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
  await db.deleteFrom("booking_actions").where("created_at", "<", timestamp(new Date(now.getTime() - WINDOW_MS))).execute();
}
