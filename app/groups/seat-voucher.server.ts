// A gift voucher's code on a seat's form (/zajecia/:id), as /rezerwacja
// takes one: "Zastosuj bon" checks it against the seats' price (one seat, or
// two with a companion) and the page comes back with what it pays and what is
// left to pay in the summary before the button; the seat is then booked only
// with the code and the price that summary showed, and the voucher taken in
// the seat's own transaction (its use a ledger entry against the booking,
// given back when the seat is cancelled, as a session's is).
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { AppliedVoucher, VoucherSeam, VoucherUse } from "~/bookings";
import { appliedOf, shownValue } from "~/bookings/index.server";

/** The seats a code is typed for: the session's service and title, its price a person, and how many seats. */
export type SeatsPriced = { serviceSlug: string; title: string; price: number; wanted: number };

type Checked = { ok: true; use: Extract<VoucherUse, { ok: true }>; applied: AppliedVoucher } | { ok: false; message: string };

/** The voucher of a typed code for these seats and what is left to pay, or why it cannot pay them. */
export async function checkSeatVoucher(db: Kysely<Database>, seam: VoucherSeam, code: string, seats: SeatsPriced, now: Date): Promise<Checked> {
  const service = { slug: seats.serviceSlug, name: seats.title, price: seats.price * seats.wanted };
  const use = await seam.check(db, code, { service, ordered: null, forSeat: true }, now);
  return use.ok ? { ok: true, use, applied: appliedOf(use) } : use;
}

/** Whether the summary the person saw before the button said what this voucher leaves to pay. */
export const summaryShowed = (shown: string | undefined, applied: AppliedVoucher) => shown === shownValue(applied);

/** What the seat's booking takes of the voucher: its price after the voucher, the trainer's note, and the use in its transaction. */
export type SeatVoucherTake = { price: number; note: string; take(trx: Transaction<Database>, booking: Booking): Promise<void> };

export function seatVoucherTake(seam: VoucherSeam, use: Extract<VoucherUse, { ok: true }>, now: Date): SeatVoucherTake {
  return {
    price: use.price,
    note: seam.note({ code: use.code, amount: use.deducted, forPackage: false }),
    take: (trx, booking) => seam.redeem(trx, use, { booking, package: null }, now),
  };
}
