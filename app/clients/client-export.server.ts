// RODO art. 15 and 20: everything the site stores about one e-mail address,
// or about one client's card, for the trainer to send the client (a readable
// page and a JSON file). By card, it reads everything linked to it, as the
// erasure (eraseCard) deletes it; by address, enquiries in any case,
// bookings as stored, blocks, the waitlist and gift vouchers bought by mailbox.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { bookingBlocksOf } from "~/clients/booking-blocks.server";
import { cardExport } from "~/clients/card-export.server";
import type { ClientExport } from "~/clients/client-export-types";
import type { ExportSource } from "~/clients/export-sources";
import { exportedRows } from "~/clients/exported-rows.server";
import { exportedVouchers } from "~/clients/exported-vouchers.server";
import { exportedWaitlist } from "~/clients/exported-waitlist.server";

/**
 * Everything stored about `email`, oldest first. Left out: the forms'
 * one-time submission keys, which say nothing about the person.
 */
export async function clientExport(db: Kysely<Database>, email: string, blockMonths: number, now: Date = new Date()): Promise<ClientExport> {
  const address = email.trim().toLowerCase();
  const [enquiries, bookings, bookingBlocks, waitlist, vouchers] = await Promise.all([
    db
      .selectFrom("enquiries")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", address)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("bookings").selectAll().where("email", "=", address).orderBy("created_at").orderBy("id").execute(),
    bookingBlocksOf(db, address, blockMonths),
    exportedWaitlist(db, [address]),
    exportedVouchers(db, [address]),
  ]);
  return { email: address, exportedAt: now.toISOString(), ...(await exportedRows(db, enquiries, bookings)), bookingBlocks, waitlist, vouchers };
}

/** The e-mail address of the enquiry or booking the export was opened from; undefined when it is gone. */
export async function clientEmailOf(db: Kysely<Database>, source: Exclude<ExportSource, "card">, id: number): Promise<string | undefined> {
  if (source === "enquiry") return (await db.selectFrom("enquiries").select("email").where("id", "=", id).executeTakeFirst())?.email;
  return (await db.selectFrom("bookings").select("email").where("id", "=", id).executeTakeFirst())?.email;
}

/**
 * The export of the client an enquiry, a booking or a card names; undefined
 * when it is gone. `blockMonths`: how long a block lasts (the privacy policy's
 * period), for when each of the client's blocks ends.
 */
export async function exportFrom(
  db: Kysely<Database>,
  source: ExportSource,
  id: number,
  blockMonths: number,
  now: Date = new Date(),
): Promise<ClientExport | undefined> {
  if (source === "card") return cardExport(db, id, blockMonths, now);
  const email = await clientEmailOf(db, source, id);
  return email === undefined ? undefined : clientExport(db, email, blockMonths, now);
}
