// RODO art. 17: a client's data goes as a whole: their enquiries and their
// bookings (with the mails queued about them), and a block of their mailbox,
// which the privacy policy says the erasure lifts.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { eraseBlocksOf, eraseBookingsOf } from "~/bookings/calendar-queries.server";
import { eraseEnquiriesOf } from "~/enquiries/enquiries.server";

export type ErasedClient = { enquiries: number; bookings: number; blocks: number };

export async function eraseClient(db: Kysely<Database>, email: string): Promise<ErasedClient> {
  return { enquiries: await eraseEnquiriesOf(db, email), bookings: await eraseBookingsOf(db, email), blocks: await eraseBlocksOf(db, email) };
}
