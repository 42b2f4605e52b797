// A form's submission key (issued with its tokens, see form-tokens.server.ts)
// makes sending it again harmless: the contact form and the booking form
// store it with what they save, unique, and ask here whether it was seen.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

/** The id of what the form with this submission key saved, if it saved something: an enquiry or a booking. */
export async function savedWithKey(db: Kysely<Database>, table: "enquiries" | "bookings", submissionKey: string): Promise<number | undefined> {
  const row = await db.selectFrom(table).select("id").where("submission_key", "=", submissionKey).executeTakeFirst();
  return row?.id;
}
