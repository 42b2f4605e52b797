// A package ordered online is recorded on the client's card in the same
// transaction as its first session's booking: neither is made without the
// other, and a form sent again makes neither twice (the package's sale key is
// the form's submission key, as the booking's is). The mails of the booking
// find the package by that key.
import type { Kysely, Transaction } from "kysely";
import type { Booking, ClientPackage, Database } from "~/db/database.server";
import { recordSale } from "~/packages/index.server";
import type { OrderedPackage } from "./package-order";

/** What bookSession makes along with the booking: the package, unpaid (or paid by a gift voucher), valid from its first session, paying for `services`. */
export function packageAlong(order: OrderedPackage, services: readonly string[], earlyStartRequested: boolean, now: Date, paidByVoucher = false) {
  return async (trx: Transaction<Database>, booking: Booking) => {
    if (booking.client_id === null) throw new Error("a booking made online always has its client's card");
    await recordSale(
      trx,
      booking.client_id,
      {
        offerSlug: order.slug,
        // The session booked with it is always one it pays for.
        services: [booking.service_slug, ...services],
        name: order.name,
        sessions: order.sessions,
        price: order.price,
        validWeeks: order.validWeeks,
        validFrom: "first_session",
        paidBy: paidByVoucher ? "voucher" : undefined,
        saleKey: booking.submission_key,
        online: { earlyStartRequested },
      },
      now,
    );
  };
}

/** The package ordered online with this booking as its first session, if it was. */
export async function packageOrderedWith(db: Kysely<Database>, booking: Pick<Booking, "submission_key" | "client_id">): Promise<ClientPackage | undefined> {
  if (booking.client_id === null) return undefined;
  return db
    .selectFrom("client_packages")
    .selectAll()
    .where("sale_key", "=", booking.submission_key)
    .where("client_id", "=", booking.client_id)
    .where("origin", "=", "online")
    .executeTakeFirst();
}

/** What a booking's payment online pays: the package ordered with it as its first session, or the session itself. */
export async function heldSaleOf(db: Kysely<Database>, booking: Pick<Booking, "id" | "submission_key" | "client_id">) {
  const ordered = await packageOrderedWith(db, booking);
  return ordered ? { kind: "package" as const, id: ordered.id, name: ordered.name } : { kind: "booking" as const, id: booking.id, name: null };
}
