// RODO art. 17: a client's data goes as a whole, whichever button in the
// panel asks for it (the card's "Usuń dane klienta" and the agenda's): the
// card with its keys and notes, its enquiries (and the spam sent from its
// addresses, which no card holds), bookings, series, packages with their
// history, the mails queued about them, the sessions and sign-in links of
// /moje-treningi, whatever its mailboxes wait for (the waitlist), the gift
// vouchers its mailboxes bought (a paid one keeps its sale, without the
// people: client-vouchers.server.ts), a client import kept for its undo that
// holds its row (forget-imports.server.ts), and a block of its mailboxes, which the
// privacy policy says the erasure lifts. Its keys are remembered as hashes
// only (erased-people.server.ts).
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { eraseBlocksOf } from "~/clients/booking-blocks.server";
import { linkUnlinked } from "~/clients/client-cards.server";
import { forgetVouchersOf } from "~/clients/client-vouchers.server";
import { forgetImportsOf } from "~/clients/forget-imports.server";
import { rememberErased } from "~/clients/erased-people.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { eraseWaitlistOf } from "~/waitlist/index.server";

/** What one erasure removed, for the trainer's toast (erase-client.messages.ts). */
export type ErasedCard = { enquiries: number; bookings: number; series: number; packages: number; vouchers: number; pendingMails: number; blocks: number };

/** Erases a client's card as a whole; `undefined` when the card is gone already. */
export async function eraseCard(db: Kysely<Database>, clientId: number, now: Date = new Date()): Promise<ErasedCard | undefined> {
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
    const pendingMails = await trx
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "pending")
      .where((eb) =>
        eb.or([
          eb("booking_id", "in", eb.selectFrom("bookings").select("id").where("client_id", "=", clientId)),
          eb("enquiry_id", "in", eb.selectFrom("enquiries").select("id").where("client_id", "=", clientId)),
          eb("package_id", "in", eb.selectFrom("client_packages").select("id").where("client_id", "=", clientId)),
          eb("client_id", "=", clientId),
        ]),
      )
      .executeTakeFirstOrThrow();
    const emails = new Set([card.email, ...bookings.map((row) => row.email), ...enquiries.map((row) => row.email)].filter((email) => email.includes("@")));
    const vouchers = await forgetVouchersOf(
      trx,
      emails,
      bookings.map((row) => row.id),
    );
    await trx.deleteFrom("bookings").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("enquiries").where("client_id", "=", clientId).execute();
    // Spam joins no card (client-cards.server.ts), yet what a client sent from their own address is theirs too.
    const spam = emails.size
      ? await trx
          .deleteFrom("enquiries")
          .where("client_id", "is", null)
          .where(
            sql<string>`lower(email)`,
            "in",
            [...emails].map((email) => email.trim().toLowerCase()),
          )
          .executeTakeFirst()
      : { numDeletedRows: 0n };
    const series = await trx.deleteFrom("booking_series").where("client_id", "=", clientId).executeTakeFirst();
    // The client's own phones that took push reminders (no foreign key: the column came later).
    await trx.deleteFrom("push_subscriptions").where("client_id", "=", clientId).execute();
    await eraseWaitlistOf(trx, emails);
    await forgetImportsOf(trx, clientId, emails);
    // Signed in at /moje-treningi no more: every session and unused link ends with the card.
    await trx.deleteFrom("client_sessions").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("client_sign_in_links").where("client_id", "=", clientId).execute();
    // Remembered by their keys' hashes only, so that an old file or a phone booking does not bring them back unseen.
    const keys = await trx.selectFrom("client_keys").select("key").where("client_id", "=", clientId).execute();
    await rememberErased(
      trx,
      keys.map((row) => row.key),
      now,
    );
    // Keys, packages, their uses, history and mails go by the foreign keys' cascade.
    await trx.deleteFrom("clients").where("id", "=", clientId).execute();
    return {
      emails,
      enquiries: enquiries.length + Number(spam.numDeletedRows),
      bookings: bookings.length,
      series: Number(series.numDeletedRows),
      packages: packages.length,
      vouchers,
      pendingMails: Number(pendingMails.count),
    };
  });
  if (!erased) return undefined;
  const { emails, ...counts } = erased;
  let blocks = 0;
  for (const email of emails) blocks += await eraseBlocksOf(db, email);
  return { ...counts, blocks };
}

/**
 * The agenda's erase: the card of the booking's client, as the card's own
 * button erases it. What is not on a card yet (a booking from before the
 * cards, an enquiry just sent) is linked first, so that it goes too and a
 * client without an e-mail address has a card to erase; `undefined` when the
 * booking is gone already.
 */
export async function eraseClientOfBooking(db: Kysely<Database>, bookingId: number): Promise<ErasedCard | undefined> {
  await linkUnlinked(db);
  const booking = await db.selectFrom("bookings").select("client_id").where("id", "=", bookingId).executeTakeFirst();
  return booking?.client_id ? eraseCard(db, booking.client_id) : undefined;
}
