// A voucher's code at /rezerwacja: checked before the booking (known, paid,
// unused, still valid, for this service), then taken inside the booking's own
// transaction by a conditional update, so that of two bookings with one code
// at once only one is made: the other's transaction finds it used, throws,
// and rolls its booking back.
import type { Kysely, Transaction } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { VoucherUse } from "~/bookings";
import { timestamp, type Database } from "~/db/database.server";
import { formatDate, warsawDate } from "~/scheduling";
import { normalizeVoucherCode } from "./voucher-code";
import { REDEMPTION_REFUSALS, voucherExpired, voucherForOtherService } from "./voucher-redemption.messages";

/** Thrown inside the booking's transaction when the voucher was taken meanwhile. */
export class VoucherTaken extends Error {
  constructor() {
    super("the voucher was redeemed meanwhile");
  }
}

type Service = { slug: string; name: string; price: number };

/** The voucher for this booking and the price left to pay, or why it cannot be used. */
export async function checkVoucher(db: Kysely<Database>, typed: string, service: Service, now: Date): Promise<VoucherUse> {
  const code = normalizeVoucherCode(typed);
  const voucher = code ? await db.selectFrom("vouchers").selectAll().where("code", "=", code).executeTakeFirst() : undefined;
  if (!voucher || voucher.cancelled_at) return { ok: false, message: REDEMPTION_REFUSALS.unknown };
  if (voucher.redeemed_at) return { ok: false, message: REDEMPTION_REFUSALS.redeemed };
  if (!voucher.paid_at || !voucher.valid_until) return { ok: false, message: REDEMPTION_REFUSALS.unpaid };
  if (service.price === 0) return { ok: false, message: REDEMPTION_REFUSALS.free };
  const until = Temporal.PlainDate.from(voucher.valid_until);
  if (Temporal.PlainDate.compare(until, warsawDate(now)) < 0) return { ok: false, message: voucherExpired(formatDate(until)) };
  const taken = { voucherId: voucher.id, code: voucher.code, title: voucher.title };
  // The session is the package's first, at its price, paid from the package the voucher pays for.
  if (voucher.kind === "package") return { ok: true, ...taken, price: service.price, deducted: null, packageSlug: voucher.item_slug };
  if (voucher.kind === "session") {
    if (voucher.item_slug !== service.slug) return { ok: false, message: voucherForOtherService(voucher.title) };
    return { ok: true, ...taken, price: 0, deducted: null, packageSlug: null };
  }
  const amount = voucher.amount ?? 0;
  return { ok: true, ...taken, price: Math.max(0, service.price - amount), deducted: amount, packageSlug: null };
}

/** Takes the voucher for the booking, in the booking's transaction; throws VoucherTaken when it is no longer free to take. */
export async function redeemVoucher(trx: Transaction<Database>, voucherId: number, bookingId: number, now: Date): Promise<void> {
  const taken = await trx
    .updateTable("vouchers")
    .set({ redeemed_at: timestamp(now), redeemed_booking_id: bookingId })
    .where("id", "=", voucherId)
    .where("redeemed_at", "is", null)
    .where("cancelled_at", "is", null)
    .where("valid_until", ">=", warsawDate(now).toString())
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new VoucherTaken();
}

export const isVoucherTaken = (error: unknown) => error instanceof VoucherTaken;
