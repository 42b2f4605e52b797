// RODO art. 17: a client's data goes as a whole: their enquiries and their
// bookings (with the mails queued about them), and a block of their mailbox,
// which the privacy policy says the erasure lifts.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { eraseBlocksOf, eraseBookingsOf } from "~/bookings/calendar-queries.server";
import { eraseEnquiriesOf } from "~/enquiries/enquiries.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";

export type ErasedClient = { enquiries: number; bookings: number; blocks: number };

export async function eraseClient(db: Kysely<Database>, email: string): Promise<ErasedClient> {
  return { enquiries: await eraseEnquiriesOf(db, email), bookings: await eraseBookingsOf(db, email), blocks: await eraseBlocksOf(db, email) };
}

export type ErasedCard = ErasedClient & { packages: number };

/**
 * Erases a client's card as a whole: its enquiries, bookings (their cells,
 * mails and package uses go with them), series, packages with their history,
 * notes and keys, and the blocks of every mailbox it used; `undefined` when the card
 * is gone already.
 */
export async function eraseCard(db: Kysely<Database>, clientId: number): Promise<ErasedCard | undefined> {
  const erased = await db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const postgres = dialectOf(trx) === "postgres";
    const cardQuery = trx.selectFrom("clients").select("email").where("id", "=", clientId);
    const card = await (postgres ? cardQuery.forUpdate() : cardQuery).executeTakeFirst();
    if (!card) return undefined;
    // The bookings' rows are locked as changeBooking locks them, before they go.
    const bookingsQuery = trx.selectFrom("bookings").select(["id", "email"]).where("client_id", "=", clientId).orderBy("id");
    const bookings = await (postgres ? bookingsQuery.forUpdate() : bookingsQuery).execute();
    const enquiries = await trx.selectFrom("enquiries").select("email").where("client_id", "=", clientId).execute();
    const packages = await trx.selectFrom("client_packages").select("id").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("bookings").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("enquiries").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("booking_series").where("client_id", "=", clientId).execute();
    // Keys, packages, their uses, history and mails go by the foreign keys' cascade.
    await trx.deleteFrom("clients").where("id", "=", clientId).execute();
    const emails = new Set([card.email, ...bookings.map((row) => row.email), ...enquiries.map((row) => row.email)].filter((email) => email.includes("@")));
    return { emails, enquiries: enquiries.length, bookings: bookings.length, packages: packages.length };
  });
  if (!erased) return undefined;
  let blocks = 0;
  for (const email of erased.emails) blocks += await eraseBlocksOf(db, email);
  return { enquiries: erased.enquiries, bookings: erased.bookings, packages: erased.packages, blocks };
}
