// RODO art. 17: a client's data goes as a whole, their enquiries and their
// bookings (with the mails queued about them) together.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { eraseBookingsOf } from "~/bookings/calendar-queries.server";
import { eraseEnquiriesOf } from "~/enquiries/enquiries.server";

export async function eraseClient(db: Kysely<Database>, email: string): Promise<{ enquiries: number; bookings: number }> {
  return { enquiries: await eraseEnquiriesOf(db, email), bookings: await eraseBookingsOf(db, email) };
}
