import { getDatabase } from "~/db/database.server";
import { hitLimit, secondsUntil, type RateLimit } from "~/enquiries/rate-limit.server";
import { inMinutes } from "~/lib/polish-phrases";

/** Uploads per hour, on all instances together: more than a trainer adds in a day, few enough to stop a runaway script. */
const PHOTO_UPLOAD_LIMIT: RateLimit = { name: "photo-upload", limit: 60, windowMs: 60 * 60 * 1000 };

/** Counts one upload, from the library's form or a photo field; says why not when the hour's uploads are used up. */
export async function photoUploadRefusal(): Promise<string | null> {
  const allowance = await hitLimit(await getDatabase(), PHOTO_UPLOAD_LIMIT, "owner");
  return allowance.allowed ? null : `Za dużo zdjęć naraz. Spróbuj ponownie ${inMinutes(Math.ceil(secondsUntil(allowance.lockedUntil) / 60))}.`;
}
