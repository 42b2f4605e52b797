// "Pobierz moje dane": the export reads every row of the card (years of a
// workout log), so a client (or a script with their cookie) may not ask for
// it without end. The count is the site's rate limiter's, in the database:
// every instance on one PostgreSQL counts the same downloads.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { hitLimit, secondsUntil, type RateLimit } from "~/enquiries/index.server";

/** Downloads a client may make in an hour: enough for a retry or two and another device, never a loop. */
export const DATA_DOWNLOAD_LIMIT: RateLimit = { name: "client-data-download", limit: 5, windowMs: 60 * 60_000 };

/** Counts one download of the card's data; when the hour's downloads are used up, in how many seconds to try again. */
export async function dataDownloadRefusal(db: Kysely<Database>, clientId: number, now: Date): Promise<{ retryInSeconds: number } | null> {
  const hit = await hitLimit(db, DATA_DOWNLOAD_LIMIT, `client:${clientId}`, now);
  return hit.allowed ? null : { retryInSeconds: secondsUntil(hit.lockedUntil, now) };
}
