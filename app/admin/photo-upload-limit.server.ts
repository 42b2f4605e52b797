import { getDatabase } from "~/db/database.server";
import { hitLimit, secondsUntil, type RateLimit } from "~/enquiries/index.server";

/** Uploads per hour, on all instances together: more than a trainer adds in a day, few enough to stop a runaway script. */
const PHOTO_UPLOAD_LIMIT: RateLimit = { name: "photo-upload", limit: 60, windowMs: 60 * 60 * 1000 };

/** Counts one upload, from the library's form or a photo field; when the hour's uploads are used up, in how many minutes to try again. */
export async function photoUploadRefusal(): Promise<{ retryInMinutes: number } | null> {
  const allowance = await hitLimit(await getDatabase(), PHOTO_UPLOAD_LIMIT, "owner");
  return allowance.allowed ? null : { retryInMinutes: Math.ceil(secondsUntil(allowance.lockedUntil) / 60) };
}
