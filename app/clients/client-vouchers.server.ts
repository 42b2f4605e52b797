// Gift vouchers in a person's data (RODO): those bought from their mailbox,
// and the recipient's words on those their bookings redeemed. The table is
// app/db's; clients reads and changes it directly, as the erasure does the
// bookings' tables, because vouchers import clients and no arrow goes back.
//
// Forgetting a voucher: an order never paid is no sale, so it goes whole; a
// paid one is a sale the trainer's accounts must keep (its code, amount,
// price and dates) and, while unused, a contract still running for whoever
// holds the printed code, so it stays and only the people leave it: the
// buyer's name, address and phone, the recipient and the dedication, and the
// mails about it. An empty buyer_name marks a voucher so forgotten (an empty
// buyer_email alone is a voucher sold at the trainer's desk without one).
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database, type Voucher } from "~/db/database.server";
import { mailboxDomains, mailboxKey } from "~/lib/mailbox-key";

/** The vouchers bought from any of these addresses' mailboxes, oldest first. */
export async function vouchersBoughtBy(db: Kysely<Database>, emails: Iterable<string>): Promise<Voucher[]> {
  const keys = new Set([...emails].filter((email) => email.includes("@")).map(mailboxKey));
  if (!keys.size) return [];
  const domains = [...new Set([...keys].flatMap(mailboxDomains))];
  // SQL keeps the rows at the mailboxes' domains (LIKE may let more through, never fewer); the key decides.
  const rows = await db
    .selectFrom("vouchers")
    .selectAll()
    .where((eb) => eb.or(domains.map((domain) => eb(eb.fn("lower", ["buyer_email"]), "like", `%@${domain}`))))
    .orderBy("ordered_at")
    .orderBy("id")
    .execute();
  return rows.filter((row) => keys.has(mailboxKey(row.buyer_email)));
}

/** Forgets these vouchers as the header says; how many were forgotten. */
export async function forgetVouchers(trx: Transaction<Database>, vouchers: readonly Pick<Voucher, "id" | "paid_at">[]): Promise<number> {
  if (!vouchers.length) return 0;
  const unpaid = vouchers.filter((voucher) => voucher.paid_at === null).map((voucher) => voucher.id);
  const paid = vouchers.filter((voucher) => voucher.paid_at !== null).map((voucher) => voucher.id);
  // Their mails go by the outbox's cascade with an unpaid order, and by hand with a paid one.
  if (unpaid.length) await trx.deleteFrom("vouchers").where("id", "in", unpaid).execute();
  if (paid.length) {
    await trx.deleteFrom("outbox").where("voucher_id", "in", paid).execute();
    await trx
      .updateTable("vouchers")
      .set({ buyer_name: "", buyer_email: "", buyer_phone: "", recipient_name: null, dedication: null })
      .where("id", "in", paid)
      .execute();
  }
  return vouchers.length;
}

/**
 * A card's erasure: the vouchers its mailboxes bought are forgotten, and on
 * those its bookings redeemed (the client was the recipient) the recipient's
 * name and dedication go; the buyer, another person, stays.
 */
export async function forgetVouchersOf(trx: Transaction<Database>, emails: Iterable<string>, bookingIds: readonly number[]): Promise<number> {
  if (bookingIds.length) {
    await trx.updateTable("vouchers").set({ recipient_name: null, dedication: null }).where("redeemed_booking_id", "in", bookingIds).execute();
  }
  return forgetVouchers(trx, await vouchersBoughtBy(trx, emails));
}

/**
 * Retention: vouchers done with before `before` (redeemed, past their last
 * day, cancelled, or ordered and never paid) are forgotten; one already
 * forgotten is not counted again.
 */
export async function forgetVouchersEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const at = timestamp(before);
  const lastDay = at.slice(0, 10);
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .selectFrom("vouchers")
      .select(["id", "paid_at"])
      .where("buyer_name", "!=", "")
      .where((eb) =>
        eb.or([
          eb("redeemed_at", "<", at),
          eb.and([eb("redeemed_at", "is", null), eb("valid_until", "<", lastDay)]),
          eb("cancelled_at", "<", at),
          eb.and([eb("paid_at", "is", null), eb("ordered_at", "<", at)]),
        ]),
      )
      .execute();
    return forgetVouchers(trx, ended);
  });
}
