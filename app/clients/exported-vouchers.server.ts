// The gift vouchers in a client's export (RODO art. 15 and 20): those bought
// from their mailboxes, found as the erasure finds them, with their mails.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { ExportedVoucher } from "~/clients/client-export-types";
import { vouchersBoughtBy } from "~/clients/client-vouchers.server";
import { exportedMail } from "~/clients/exported-rows.server";

export async function exportedVouchers(db: Kysely<Database>, emails: Iterable<string>): Promise<ExportedVoucher[]> {
  const vouchers = await vouchersBoughtBy(db, emails);
  if (!vouchers.length) return [];
  const ids = vouchers.map((voucher) => voucher.id);
  const mails = await db.selectFrom("outbox").selectAll().where("voucher_id", "in", ids).orderBy("created_at").orderBy("id").execute();
  return vouchers.map((voucher) => ({
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind,
    title: voucher.title,
    item: voucher.item_slug,
    amount: voucher.amount,
    price: voucher.price,
    validMonths: voucher.valid_months,
    paysPackages: voucher.pays_packages,
    paysSeats: voucher.pays_seats,
    buyerName: voucher.buyer_name,
    buyerEmail: voucher.buyer_email,
    buyerPhone: voucher.buyer_phone,
    recipientName: voucher.recipient_name,
    dedication: voucher.dedication,
    orderedAt: voucher.ordered_at,
    paidAt: voucher.paid_at,
    validUntil: voucher.valid_until,
    redeemedAt: voucher.redeemed_at,
    redeemedBookingId: voucher.redeemed_booking_id,
    cancelledAt: voucher.cancelled_at,
    mails: mails.filter((mail) => mail.voucher_id === voucher.id).map(exportedMail),
  }));
}
