// What a cancelled session had been paid with, for its cancellation's mail:
// what its cancellation gave back to a gift voucher (the ledger's returns of
// its uses), the money that stands paid for it, and what went back online.
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { Booking, Database } from "~/db/database.server";
import { formatDate } from "~/scheduling";
import { salePayment } from "~/ledger/index.server";
import type { CancelledPaid } from "./cancelled-paid.messages";
import { onlineRefundEntry } from "./online-refund-of-booking.server";

export async function cancelledPaidOf(db: Kysely<Database>, booking: Pick<Booking, "id">): Promise<CancelledPaid> {
  const [returned, money, online] = await Promise.all([
    db
      .selectFrom("ledger_entries")
      .innerJoin("vouchers", "vouchers.id", "ledger_entries.paid_with_voucher_id")
      .select(["vouchers.code", "vouchers.valid_until", "ledger_entries.amount"])
      .where("ledger_entries.booking_id", "=", booking.id)
      .where("ledger_entries.kind", "=", "refund")
      .where("ledger_entries.method", "=", "voucher")
      .where("ledger_entries.voided_at", "is", null)
      .executeTakeFirst(),
    salePayment(db, { kind: "booking", id: booking.id }),
    // What went back the way it came (a session paid online, issue 81).
    onlineRefundEntry(db, { kind: "booking", id: booking.id }),
  ]);
  return {
    voucher: returned
      ? {
          code: returned.code,
          amount: Number(returned.amount),
          validUntil: returned.valid_until && formatDate(Temporal.PlainDate.from(returned.valid_until)),
        }
      : null,
    money: money?.amount ?? null,
    online,
    // Paid online and nothing went back: a deposit the trainer kept for a cancel too late.
    kept: !online && money && (money.method === "przelewy24" || money.method === "stripe") ? { provider: money.method, amount: money.amount } : null,
  };
}
