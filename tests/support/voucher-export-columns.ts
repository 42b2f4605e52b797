// The columns of the gift vouchers' table and where a client's export says
// each (beside client-export-columns.ts, for length): a column added later
// fails the export's tests until the export has it.
import type { Voucher } from "~/db/database.server";
import type { ExportedVoucher } from "~/clients/client-export-types";

/** A voucher bought from the client's address; its order form's key says nothing about the person. */
export const VOUCHER_COLUMNS: Record<keyof Voucher, keyof ExportedVoucher | "left out"> = {
  id: "id",
  code: "code",
  kind: "kind",
  title: "title",
  item_slug: "item",
  amount: "amount",
  price: "price",
  valid_months: "validMonths",
  pays_packages: "paysPackages",
  pays_seats: "paysSeats",
  buyer_name: "buyerName",
  buyer_email: "buyerEmail",
  buyer_phone: "buyerPhone",
  recipient_name: "recipientName",
  dedication: "dedication",
  ordered_at: "orderedAt",
  paid_at: "paidAt",
  valid_until: "validUntil",
  redeemed_at: "redeemedAt",
  redeemed_booking_id: "redeemedBookingId",
  cancelled_at: "cancelledAt",
  submission_key: "left out",
};
