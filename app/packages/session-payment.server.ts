// A session's payment as its own booking page says it: a package pays for it
// only when it is one for the session's service (it used a session of one, or
// one with a session left will), and then the page shows that package.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { bookingPayment, type PaymentState } from "~/payments";
import { paidFromPackage, prepaidBookings } from "~/payments/index.server";
import { lineFor, packageLines, packagePays, type PackageLine } from "~/packages/package-views.server";

/** `voucher`: a gift voucher was redeemed with this booking (it paid for the session, part of it, or the package it is the first of). */
export async function sessionPayment(
  db: Kysely<Database>,
  booking: Booking,
  now: Date,
): Promise<{ payment: PaymentState; package: PackageLine | undefined; voucher: boolean }> {
  const lines = booking.client_id === null ? undefined : (await packageLines(db, [booking.client_id], now)).get(booking.client_id);
  const { fromPackage: used, byVoucher, payments } = await prepaidBookings(db, [booking.id]);
  const payment = bookingPayment(
    booking,
    payments.get(booking.id),
    paidFromPackage(booking, used, packagePays(lines, booking.service_slug)),
    byVoucher.has(booking.id),
  );
  // "Twój pakiet" only when a package pays for this session.
  const line = payment.kind === "none" && payment.why === "package" ? lineFor(lines, booking.service_slug) : undefined;
  return { payment, package: line, voucher: byVoucher.has(booking.id) };
}
