// A voucher's code at /rezerwacja: checked before the booking (known, not
// cancelled, paid, not used up, still valid, for this service), then taken inside the
// booking's own transaction with its row locked and read again, so that of
// two bookings with one code at once only one takes what the other took: the
// other's transaction finds it used, throws, and rolls its booking back. An
// amount's voucher keeps what a session did not take for the next one.
import type { Kysely, Transaction } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { VoucherPaid, VoucherTarget, VoucherUse } from "~/bookings";
import { timestamp, type Database, type Voucher } from "~/db/database.server";
import { recordVoucherUse, voucherUses } from "~/ledger/index.server";
import { balanceOf } from "~/ledger";
import { lockVoucher } from "./voucher-store.server";
import { formatDate, warsawDate } from "~/scheduling";
import { normalizeVoucherCode } from "./voucher-code";
import { REDEMPTION_REFUSALS, voucherExpired, voucherForOtherService } from "./voucher-redemption.messages";

/** Thrown inside the booking's transaction when the voucher was taken meanwhile. */
export class VoucherTaken extends Error {
  constructor() {
    super("the voucher was redeemed meanwhile");
  }
}

/** The voucher for this booking (and the package ordered with it) and the price left to pay, or why it cannot be used. */
export async function checkVoucher(db: Kysely<Database>, typed: string, { service, ordered, forSeat }: VoucherTarget, now: Date): Promise<VoucherUse> {
  const code = normalizeVoucherCode(typed);
  const voucher = code ? await db.selectFrom("vouchers").selectAll().where("code", "=", code).executeTakeFirst() : undefined;
  if (!voucher) return { ok: false, message: REDEMPTION_REFUSALS.unknown };
  if (voucher.cancelled_at) return { ok: false, message: REDEMPTION_REFUSALS.cancelled };
  if (voucher.redeemed_at) return { ok: false, message: REDEMPTION_REFUSALS.redeemed };
  if (!voucher.paid_at || !voucher.valid_until) return { ok: false, message: REDEMPTION_REFUSALS.unpaid };
  if (service.price === 0) return { ok: false, message: REDEMPTION_REFUSALS.free };
  const until = Temporal.PlainDate.from(voucher.valid_until);
  if (Temporal.PlainDate.compare(until, warsawDate(now)) < 0) return { ok: false, message: voucherExpired(formatDate(until)) };
  const taken = { voucherId: voucher.id, code: voucher.code, title: voucher.title, paysOrdered: false };
  // A seat at a group session: an amount's voucher the offer let pay seats when it was sold, as a session below.
  if (forSeat && (voucher.kind !== "amount" || !voucher.pays_seats)) return { ok: false, message: REDEMPTION_REFUSALS.notForSeats };
  if (ordered) {
    // An amount's voucher pays a package ordered online when the offer allowed it at the voucher's sale.
    if (voucher.kind !== "amount") return { ok: false, message: REDEMPTION_REFUSALS.withPackage };
    if (!voucher.pays_packages) return { ok: false, message: REDEMPTION_REFUSALS.sessionsOnly };
    const left = await leftOn(db, voucher);
    if (left <= 0) return { ok: false, message: REDEMPTION_REFUSALS.redeemed };
    const pays = Math.min(left, ordered.price);
    return { ok: true, ...taken, paysOrdered: true, price: ordered.price - pays, pays, deducted: pays, packageSlug: null };
  }
  // The session is the package's first, at its price, paid from the package the voucher pays for.
  if (voucher.kind === "package") return { ok: true, ...taken, price: service.price, pays: 0, deducted: null, packageSlug: voucher.item_slug };
  if (voucher.kind === "session") {
    if (voucher.item_slug !== service.slug) return { ok: false, message: voucherForOtherService(voucher.title) };
    return { ok: true, ...taken, price: 0, pays: service.price, deducted: null, packageSlug: null };
  }
  // An amount's voucher pays what is left on it, up to the price; the rest stays on it for the next session.
  const left = await leftOn(db, voucher);
  if (left <= 0) return { ok: false, message: REDEMPTION_REFUSALS.redeemed };
  const pays = Math.min(left, service.price);
  return { ok: true, ...taken, price: service.price - pays, pays, deducted: pays, packageSlug: null };
}

/** What is left on an amount's voucher: its amount less its uses that count. */
async function leftOn(db: Kysely<Database>, voucher: Pick<Voucher, "id" | "amount">): Promise<number> {
  return balanceOf(voucher.amount ?? 0, (await voucherUses(db, [voucher.id])).get(voucher.id) ?? []);
}

/**
 * Takes the voucher for the booking, in the booking's transaction; throws
 * VoucherTaken when it is no longer free to take. A session's and a
 * package's voucher is taken once (a conditional update); an amount's is
 * locked, what is left read again, and `pays` taken from it, the voucher
 * marked used only once nothing is left. Each use of a session is entered
 * in the ledger against it.
 */
export async function redeemVoucher(
  trx: Transaction<Database>,
  use: { voucherId: number; pays: number },
  { booking, package: ordered }: VoucherPaid,
  now: Date,
): Promise<void> {
  const voucher = await lockVoucher(trx, use.voucherId);
  if (!voucher || voucher.cancelled_at || voucher.redeemed_at || !voucher.valid_until || voucher.valid_until < warsawDate(now).toString())
    throw new VoucherTaken();
  const left = voucher.kind === "amount" ? await leftOn(trx, voucher) : 0;
  if (voucher.kind === "amount" && left < use.pays) throw new VoucherTaken();
  const usedUp = voucher.kind !== "amount" || left - use.pays <= 0;
  const paid = ordered
    ? ({ sale: { kind: "package", id: ordered.id }, what: ordered.name } as const)
    : ({ sale: { kind: "booking", id: booking.id }, what: booking.service_name } as const);
  if (use.pays > 0) await recordVoucherUse(trx, { voucherId: voucher.id, ...paid, amount: use.pays }, now);
  if (usedUp) {
    await trx
      .updateTable("vouchers")
      .set({ redeemed_at: timestamp(now), redeemed_booking_id: booking.id })
      .where("id", "=", voucher.id)
      .execute();
  }
}

export const isVoucherTaken = (error: unknown) => error instanceof VoucherTaken;
