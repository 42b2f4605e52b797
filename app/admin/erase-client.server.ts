// RODO art. 17: a client's data goes as a whole, their enquiries and their
// bookings (with the mails queued about them) together.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { eraseBookingsOf } from "~/bookings/calendar-queries.server";

export async function eraseClient(db: Kysely<Database>, email: string): Promise<{ enquiries: number; bookings: number }> {
  const address = email.trim().toLowerCase();
  const enquiries = await db.deleteFrom("enquiries").where(sql<string>`lower(email)`, "=", address).executeTakeFirst();
  return { enquiries: Number(enquiries.numDeletedRows), bookings: await eraseBookingsOf(db, address) };
}
