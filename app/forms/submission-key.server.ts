// A form's submission key (issued with its tokens, see form-tokens.server.ts)
// makes sending it again harmless: the contact form, the booking forms and
// the package sale store it with what they save, unique, and ask here
// whether it was seen.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { pooledRandomBytes } from "~/lib/random-pool.server";

/** A fresh key for one rendered form: 144 random bits. */
export function newSubmissionKey(): string {
  return pooledRandomBytes(18).toString("base64url");
}

/** The id of what the form with this submission key saved, if it saved something: an enquiry or a booking. */
export async function savedWithKey(db: Kysely<Database>, table: "enquiries" | "bookings" | "vouchers", submissionKey: string): Promise<number | undefined> {
  const row = await db.selectFrom(table).select("id").where("submission_key", "=", submissionKey).executeTakeFirst();
  return row?.id;
}
