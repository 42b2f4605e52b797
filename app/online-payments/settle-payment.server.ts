// A payment the provider confirmed, written once: the attempt's row locked
// and read again, then each line of its order paid in the ledger (a voucher
// paid and mailed as the trainer's tap would), in one transaction, so that a
// second notification, at once or later, finds it paid and does nothing.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { PaymentProviderName } from "~/db/online-payment-tables";
import { timestamp } from "~/db/timestamp";
import { recordEntry } from "~/ledger/index.server";
import type { PaidNotice } from "./payment-provider";
import { lockPayment } from "./online-payment-store.server";

/** `mismatch`: the provider's amount or currency is not the attempt's, so nothing is paid. */
export type SettleOutcome = "settled" | "already" | "mismatch" | "unknown";

/**
 * Pays a voucher waiting for its money as the trainer's tap would (valid from
 * today, its PDF mailed): true when it did; false for one paid or cancelled
 * already. Given by vouchers' code, which itself starts online payments.
 */
export type VoucherPayer = (trx: Transaction<Database>, voucherId: number, provider: PaymentProviderName, now: Date) => Promise<boolean>;

/**
 * Confirms a booking held for its money, or gives the money back when its
 * hold ran out before it came (bookings' settleHeldBooking), after the
 * ledger has the payment. Given by bookings' code, which starts the payment.
 */
export type BookingPayer = (trx: Transaction<Database>, bookingId: number, now: Date) => Promise<unknown>;

/**
 * Confirms the first session held for a package ordered online with it (or
 * gives the money back when that hold ran out): bookings' settleHeldPackage.
 */
export type PackagePayer = (trx: Transaction<Database>, packageId: number, now: Date) => Promise<unknown>;

/** What each kind of sale does when its money comes, handed in by the route and the job (those capabilities import this one). */
export type PaidSales = { payVoucher: VoucherPayer; payBooking: BookingPayer; payPackage: PackagePayer };

export function settlePayment(
  db: Kysely<Database>,
  provider: PaymentProviderName,
  notice: PaidNotice,
  now: Date,
  { payVoucher, payBooking, payPackage }: PaidSales,
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, notice.sessionId);
    if (!payment || payment.provider !== provider) return "unknown";
    if (payment.state === "paid") return "already";
    if (notice.amount !== payment.amount || notice.currency !== payment.currency) return "mismatch";
    const lines = await trx.selectFrom("order_lines").selectAll().where("order_id", "=", payment.order_id).orderBy("id").execute();
    // The money goes to the lines by what each owes now; what is left (a sale cancelled since) is in the books all the same, owed back.
    let left = payment.amount / 100;
    for (const line of lines) {
      const share = Math.min(Math.max(line.amount, 0), left);
      if (share <= 0) continue;
      left -= share;
      if (line.voucher_id !== null && share === line.amount && (await payVoucher(trx, line.voucher_id, provider, now))) continue;
      await payLine(trx, provider, line, share, now);
    }
    if (left > 0 && lines[0]) await payLine(trx, provider, lines[0], left, now);
    await trx
      .updateTable("online_payments")
      .set({ state: "paid", provider_order_id: notice.providerOrderId, settled_at: timestamp(now) })
      .where("id", "=", payment.id)
      .execute();
    for (const line of lines) {
      if (line.booking_id !== null) await payBooking(trx, line.booking_id, now);
      if (line.package_id !== null) await payPackage(trx, line.package_id, now);
    }
    return "settled";
  });
}

type Line = { booking_id: number | null; package_id: number | null; voucher_id: number | null; what: string; amount: number };

/** Money for a line's sale in the ledger: it came whatever became of the sale, and a balance below 0 shows it owed back. */
async function payLine(trx: Transaction<Database>, provider: PaymentProviderName, line: Line, amount: number, now: Date): Promise<void> {
  const sale =
    line.voucher_id !== null
      ? ({ kind: "voucher", id: line.voucher_id } as const)
      : line.package_id !== null
        ? ({ kind: "package", id: line.package_id } as const)
        : line.booking_id !== null
          ? ({ kind: "booking", id: line.booking_id } as const)
          : null;
  if (sale) await recordEntry(trx, sale, { kind: "payment", method: provider, amount, at: now, what: line.what, by: "system" });
}
