// BOOKING_RATE_LIMIT: bookings made and changes (moves, cancellations)
// asked for from one network in a window, counted by the site's one rate
// limiter (~/enquiries/rate-limit.server): in the database, so every instance
// sees one count, by a keyed hash of the network that the retention job
// deletes once the window is over.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { hitLimit, returnHit, type RateLimit } from "~/enquiries/index.server";
import { env } from "~/env.server";
import { networkOf } from "~/lib/client-network";

/** How long the limit's window lasts; the privacy policy states it. */
export const BOOKING_RATE_WINDOW_MINUTES = 60;
/** How often the retention job deletes the counts past their window: a hash outlives its window by at most this. */
export const NETWORK_SWEEP_MINUTES = 5;

export const BOOKING_LIMIT: RateLimit = { name: "booking", limit: env.BOOKING_RATE_LIMIT, windowMs: BOOKING_RATE_WINDOW_MINUTES * 60_000 };

/**
 * Counts a booking or a change asked for from this client's network before
 * it is tried (so that attempts at once cannot pass the limit together);
 * false when the network has used its limit.
 */
export async function takeBookingAttempt(db: Kysely<Database>, clientAddress: string, now: Date): Promise<boolean> {
  return (await hitLimit(db, BOOKING_LIMIT, networkOf(clientAddress), now)).allowed;
}

/** A booking asked for and not made (a blocked address, the time gone) does not count: the attempt is given back. */
export async function returnBookingAttempt(db: Kysely<Database>, clientAddress: string, now: Date): Promise<void> {
  await returnHit(db, BOOKING_LIMIT, networkOf(clientAddress), now);
}
